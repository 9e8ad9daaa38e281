import path from "node:path";
import { defaultDbFile, getDb } from "@/db/index";
import { pendingJobsOf } from "@/db/verification/enqueue";
import { findSubmissionByBundle } from "@/db/queries";
import { authenticate } from "@/lib/upload/auth";
import { uploadConfig, type UploadConfig } from "@/lib/upload/config";
import { progressKey, publish, UPLOAD_ID, type ProgressEvent } from "@/lib/upload/progress";
import { takeToken } from "@/lib/upload/rate-limit";
import { receiveBundle, ReceiveError, type ReceivedBundle } from "@/lib/upload/receive";
import { projectRoot, runScoring } from "@/lib/upload/score-runner";
import type { ScoreOutcome } from "@/lib/upload/score-protocol";
import { stage, stagingHasRoom, takeStaged } from "@/lib/upload/staging";

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });

export const uploadsOffMessage =
  "uploading is off: this site was started without TSB_UPLOAD_TOKENS (see docs/api.md)";

/** Bundles being stored now, by sha256: a second upload of the same bytes waits for the first. */
const shared = globalThis as typeof globalThis & {
  __tsbInflight?: Map<string, Promise<ScoreOutcome>>;
};
const inflight = (shared.__tsbInflight ??= new Map<string, Promise<ScoreOutcome>>());

/**
 * `POST /api/submissions`: authenticate, rate-limit, receive the body within its limit, answer
 * 409 at once for bytes already stored (and, once read, for the same files packed another way), then score in a child process and answer 201 / 422.
 * `?dryRun=1` scores without storing and stages the bytes for `?confirm=<uploadId>`.
 */
export async function handleUpload(request: Request): Promise<Response> {
  let config: UploadConfig;
  try {
    config = uploadConfig();
  } catch (error) {
    return json({ error: (error as Error).message }, 500);
  }
  if (config.uploadTokens.length === 0) return json({ error: uploadsOffMessage }, 503);
  const header = request.headers.get("authorization");
  // An admin token may upload too, and only it may upload the benchmark's reference suite.
  const adminAuth = authenticate(header, config.adminTokens);
  const admin = adminAuth.ok;
  const auth = adminAuth.ok ? adminAuth : authenticate(header, config.uploadTokens);
  if (!auth.ok) {
    return json(
      { error: auth.message },
      auth.status,
      auth.status === 401 ? { "www-authenticate": "Bearer" } : {},
    );
  }
  const url = new URL(request.url);
  const uploadId = pickUploadId(request, url, auth.owner);
  const confirm = url.searchParams.get("confirm");
  const fail = (status: number, body: object) => {
    publish(uploadId, { phase: "failed", done: 0, total: 0, status });
    return json(body, status);
  };

  if (confirm !== null) {
    const staged = takeStaged(confirm, auth.owner);
    if (!staged)
      return fail(404, {
        error:
          "no validated upload with that id for this token (it expires after 15 minutes): upload again",
      });
    return store(staged, auth.owner, config, uploadId, admin);
  }

  const address = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
  const decision = takeToken([`token:${auth.owner}`, `addr:${address}`], config.rate);
  if (!decision.ok) {
    return json({ error: `too many uploads: try again in ${decision.retryAfterSec} s` }, 429, {
      "retry-after": String(decision.retryAfterSec),
    });
  }

  // Refused before the body is read; the store transaction checks again (two uploads at once).
  const waiting = pendingJobsOf(getDb(), auth.owner);
  if (waiting >= config.queueLimit)
    return queueFull(
      `'${auth.owner}' already has ${waiting} submissions waiting for verification (the limit is ${config.queueLimit}); try again when one has finished`,
    );

  let received: ReceivedBundle;
  try {
    received = await receiveBundle(request, config.limits.maxBodyBytes, {
      idleMs: config.bodyIdleMs,
      deadlineMs: config.bodyDeadlineMs,
    });
  } catch (error) {
    if (error instanceof ReceiveError) return fail(error.status, { error: error.message });
    throw error;
  }
  // These bytes: answered before scoring. The same files packed another way are recognised by
  // the scoring process, which reads them (score-process.ts).
  const existing = findSubmissionByBundle(received.sha256);
  if (existing !== null) {
    await received.remove();
    return alreadyStored(existing, uploadId);
  }
  if (url.searchParams.get("dryRun") === "1") {
    if (!stagingHasRoom(received.bytes, config.maxStagedBytes)) {
      await received.remove();
      return stagingFull(uploadId);
    }
    return validate(received, auth.owner, config, uploadId, admin);
  }
  return store(received, auth.owner, config, uploadId, admin);
}

/** 409 naming the stored submission: these bytes, or the same files, are already on the site. */
function alreadyStored(id: number, uploadId: string | null): Response {
  publish(uploadId, { phase: "done", done: 1, total: 1, status: 409 });
  return json({ id, url: submissionUrl(id), error: `already stored as #${id}` }, 409);
}

/** Too many of this token's submissions wait for verification: try again once one is done. */
const QUEUE_RETRY_SEC = 60;
const queueFull = (message: string) =>
  json({ error: message }, 429, { "retry-after": String(QUEUE_RETRY_SEC) });

/** The progress key of this upload: the client's id under the token's owner (progress.ts). */
function pickUploadId(request: Request, url: URL, owner: string): string | null {
  const id = request.headers.get("x-upload-id") ?? url.searchParams.get("uploadId");
  return id !== null && UPLOAD_ID.test(id) ? progressKey(owner, id) : null;
}

/**
 * The page's path, not an absolute URL: behind `next start` the request URL's host is the one the
 * server listens on, not necessarily the one the client used.
 */
const submissionUrl = (id: number) => `/submissions/${id}`;

function job(
  received: ReceivedBundle,
  owner: string,
  config: UploadConfig,
  mode: "validate" | "store",
  admin: boolean,
) {
  return {
    admin,
    file: received.file,
    label: received.label,
    mode,
    owner,
    dbFile: path.resolve(defaultDbFile()),
    benchmarksRoot: path.join(projectRoot, "data/benchmarks"),
    queueLimit: config.queueLimit,
    limits: config.limits,
  };
}

function scoring(config: UploadConfig, uploadId: string | null) {
  return {
    concurrency: config.concurrency,
    timeoutMs: config.timeoutMs,
    memoryMb: config.memoryMb,
    onQueued: () => publish(uploadId, { phase: "queued", done: 0, total: 0 }),
    onProgress: (phase: ProgressEvent["phase"], done: number, total: number) =>
      publish(uploadId, { phase, done, total }),
  };
}

/** 503: the staging budget is spent until uploads are confirmed or expire. */
function stagingFull(uploadId: string | null): Response {
  publish(uploadId, { phase: "failed", done: 0, total: 0, status: 503 });
  return json(
    {
      error:
        "the site holds as many validated uploads awaiting confirmation as it can (TSB_MAX_STAGED_BYTES): try again in a few minutes, or upload without a dry run",
    },
    503,
    { "retry-after": "60" },
  );
}

function answerFailure(outcome: ScoreOutcome, uploadId: string | null): Response {
  const status = outcome.kind === "problems" ? 422 : outcome.kind === "queue-full" ? 429 : 500;
  publish(uploadId, { phase: "failed", done: 0, total: 0, status });
  if (outcome.kind === "problems") return json({ problems: outcome.problems }, 422);
  if (outcome.kind === "queue-full") return queueFull(outcome.message);
  console.error(`upload: ${outcome.kind === "error" ? outcome.message : outcome.kind}`);
  return json({ error: "the server could not score this bundle; it was not stored" }, 500);
}

async function validate(
  received: ReceivedBundle,
  owner: string,
  config: UploadConfig,
  uploadId: string | null,
  admin: boolean,
) {
  publish(uploadId, { phase: "validating", done: 0, total: 0 });
  let keep = false;
  try {
    const outcome = await runScoring(
      job(received, owner, config, "validate", admin),
      scoring(config, uploadId),
    );
    if (outcome.kind === "stored") return alreadyStored(outcome.id, uploadId);
    if (outcome.kind !== "scored") return answerFailure(outcome, uploadId);
    // Checked again: other dry runs may have been staged while this one was scored.
    if (!stagingHasRoom(received.bytes, config.maxStagedBytes)) return stagingFull(uploadId);
    const id = stage(received, owner);
    keep = true;
    publish(uploadId, { phase: "done", done: 1, total: 1, status: 200 });
    return json(
      { dryRun: true, uploadId: id, sha256: received.sha256, ...outcome, kind: undefined },
      200,
    );
  } finally {
    if (!keep) await received.remove();
  }
}

async function store(
  received: ReceivedBundle,
  owner: string,
  config: UploadConfig,
  uploadId: string | null,
  admin: boolean,
): Promise<Response> {
  publish(uploadId, { phase: "validating", done: 0, total: 0 });
  try {
    let running = inflight.get(received.sha256);
    const first = running === undefined;
    if (!running) {
      running = runScoring(job(received, owner, config, "store", admin), scoring(config, uploadId));
      inflight.set(received.sha256, running);
    }
    const outcome = await running.finally(() => {
      if (first) inflight.delete(received.sha256);
    });
    if (outcome.kind !== "stored") return answerFailure(outcome, uploadId);
    if (!first || !outcome.created) return alreadyStored(outcome.id, uploadId);
    publish(uploadId, { phase: "done", done: 1, total: 1, status: 201 });
    return json({ id: outcome.id, url: submissionUrl(outcome.id) }, 201);
  } finally {
    await received.remove();
  }
}
