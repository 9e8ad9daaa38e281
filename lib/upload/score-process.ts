/**
 * The process that scores (and, when asked, stores) one uploaded bundle, started by
 * score-runner.ts with an IPC channel. Scoring parses every JUnit file of the bundle, seconds of
 * CPU for a large one: in its own process it never blocks the site's request thread, its heap is
 * capped (--max-old-space-size), and a bundle built to exhaust memory kills only this process.
 * Storing is one short transaction on the same database file (WAL: readers are not blocked).
 *
 * Input: one JSON argument (ScoreJob). Output: `progress` messages, then one `result` message.
 */
import os from "node:os";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import { ProblemsError, TsbError, type Problem } from "../../evaluator/errors.ts";
import type { QueueFullError } from "../../db/verification/enqueue.ts";
import type { Submission } from "../../evaluator/types.ts";
import type { ScoreJob, ScoreMessage, ScoreOutcome } from "./score-protocol.ts";

const job = JSON.parse(process.argv[2] ?? "{}") as ScoreJob;
const send = (message: ScoreMessage) =>
  new Promise<void>((resolve) => process.send?.(message, () => resolve()));

const serverTemp = new RegExp(
  `${os.tmpdir().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/[^\\s'"]*`,
  "g",
);

/** Upload paths and the server's folders never reach the uploader: they name the bundle instead. */
function scrub(problems: Problem[]): Problem[] {
  const clean = (text: string) =>
    text
      .replaceAll(job.file, job.label)
      .replaceAll(job.benchmarksRoot, "the site's benchmarks")
      // A last guard: readers name entries by their bundle path, never by where they sit here.
      .replace(serverTemp, "(server temporary folder)");
  return problems.map((p) => ({ ...p, file: clean(p.file), message: clean(p.message) }));
}

let lastSent = 0;
/** One message per 100 ms at most: a large bundle has thousands of files. */
function throttled(phase: "score" | "store", done: number, total: number): void {
  const now = Date.now();
  if (done !== total && done !== 1 && now - lastSent < 100) return;
  lastSent = now;
  void send({ type: "progress", phase, done, total });
}

/**
 * A bundle that declares itself the benchmark's reference suite leaves every mean, kill count
 * and rank; an uploader could use that to hide a weak suite from the ranking, so only an admin
 * token may declare it (the CLI, which writes the database directly, may too).
 */
function refuseReferenceUnlessAdmin(submission: Submission): void {
  if (submission.kind === "reference" && !job.admin)
    throw new ProblemsError([
      {
        file: "submission.json",
        message:
          "kind: \"reference\" marks the benchmark's own reference suite, which is not ranked; only an admin token (TSB_ADMIN_TOKENS) may upload one. Remove the field for an agent's suite",
      },
    ]);
}

/**
 * The queue's error class, once run() has loaded the database's modules: an upload refused while
 * its archive is read (a zip bomb, a path escaping the bundle, not an archive) never loads them,
 * a second of CPU saved on each.
 */
let QueueFull: typeof QueueFullError | null = null;

async function run(): Promise<ScoreOutcome> {
  const bundle = await openBundle(job.file, {
    maxEntries: job.limits.maxEntries,
    maxTotalBytes: job.limits.maxTotalBytes,
    maxFileBytes: job.limits.maxFileBytes,
    maxCompressionRatio: job.limits.maxCompressionRatio,
  });
  const scoreOptions = {
    benchmarksRoot: job.benchmarksRoot,
    // This process is already off the site's thread; more threads would only contend for cores.
    workers: 0,
    junitLimits: { maxDepth: job.limits.maxXmlDepth, maxBytes: job.limits.maxFileBytes },
    onProgress: throttled,
  };
  try {
    const [{ migrate, openDb }, { commitIngest, prepareIngest }, enqueue] = await Promise.all([
      import("../../db/index.ts"),
      import("../../ingest/ingest-bundle.ts"),
      import("../../db/verification/enqueue.ts"),
    ]);
    QueueFull = enqueue.QueueFullError;
    const db = openDb(job.dbFile);
    try {
      migrate(db);
      // The ingest pipeline, as `tsb ingest` runs it: a bundle stored meanwhile by another
      // upload, or the same files packed another way, is recognised before it is scored again;
      // a dry run of it says so too, rather than offering to store a copy.
      const prepared = await prepareIngest(db, bundle, scoreOptions);
      if (prepared.kind === "stored") return { kind: "stored", id: prepared.id, created: false };
      refuseReferenceUnlessAdmin(prepared.scored.report.submission);
      if (job.mode === "validate") {
        const { scored, plan } = prepared;
        return {
          kind: "scored",
          benchmark: scored.report.benchmark,
          submission: scored.report.submission,
          summary: scored.report.summary,
          warnings: scored.warnings,
          form: plan?.kind ?? "result",
          verification: plan ? "queued" : "self-reported",
        };
      }
      const { id, created } = await commitIngest(db, prepared, {
        owner: job.owner,
        onProgress: throttled,
        queueLimit: job.queueLimit,
      });
      return { kind: "stored", id, created };
    } finally {
      db.$client.close();
    }
  } finally {
    await bundle.close();
  }
}

let outcome: ScoreOutcome;
try {
  outcome = await run();
} catch (error) {
  if (QueueFull !== null && error instanceof QueueFull)
    outcome = { kind: "queue-full", message: (error as QueueFullError).message };
  else if (error instanceof ProblemsError)
    outcome = { kind: "problems", problems: scrub(error.problems) };
  else if (error instanceof TsbError)
    outcome = { kind: "problems", problems: scrub([{ file: job.label, message: error.message }]) };
  else
    outcome = {
      kind: "error",
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
}
await send({ type: "result", outcome });
process.disconnect?.();
