import { execFile } from "node:child_process";
import path from "node:path";
import { z } from "zod";
import { defaultDbFile, getDb } from "@/db/index";
import { cancelVerification } from "@/db/verification/jobs";
import { getVerification } from "@/db/queries";
import type { Problem } from "@/evaluator/errors";
import { authenticateAdmin } from "@/lib/upload/auth";
import { receiveBundle, ReceiveError } from "@/lib/upload/receive";
import { projectRoot } from "@/lib/upload/score-runner";

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/**
 * `POST /api/submissions/<id>/verification` (admin): the merged bundle of a batch run of the
 * submission's exported plan decides its verification, exactly as `tsb verify import` does
 * locally — it is that command, run in a process of its own (scoring a full bundle takes
 * seconds of CPU and memory the site's request thread should not spend).
 */
export async function handleImport(request: Request, id: number | null): Promise<Response> {
  const auth = authenticateAdmin(request);
  if (!auth.ok) return json({ error: auth.message }, auth.status);
  const { config } = auth;
  if (id === null || getVerification(id, { includeHidden: true }) === null)
    return json({ error: "no submission with this id" }, 404);
  let received;
  try {
    received = await receiveBundle(request, config.limits.maxBodyBytes);
  } catch (error) {
    if (error instanceof ReceiveError) return json({ error: error.message }, error.status);
    throw error;
  }
  try {
    const answer = await runImport(id, received.file, config.timeoutMs);
    if ("state" in answer) return json({ id, state: answer.state }, 200);
    if ("conflict" in answer) return json({ error: answer.conflict }, 409);
    const problems = answer.problems.map((p) => ({
      ...p,
      file: p.file.replaceAll(received.file, received.label),
      message: p.message.replaceAll(received.file, received.label),
    }));
    return json({ problems }, 422);
  } finally {
    await received.remove();
  }
}

/** Where the site's benchmark folders are: `TSB_BENCHMARKS`, else the checkout's data/benchmarks. */
const benchmarksRoot = () =>
  process.env.TSB_BENCHMARKS ?? path.join(projectRoot, "data/benchmarks");

type ImportAnswer = { state: string } | { problems: Problem[] } | { conflict: string };

function runImport(id: number, file: string, timeoutMs: number): Promise<ImportAnswer> {
  const args = [
    path.join(projectRoot, "bin/tsb.mjs"),
    ...["verify", "import", String(id), file, "--json"],
    ...["--db", path.resolve(defaultDbFile()), "--benchmarks", benchmarksRoot()],
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { cwd: projectRoot, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const last = stdout.trim().split("\n").pop() ?? "";
        try {
          resolve(JSON.parse(last) as ImportAnswer);
        } catch {
          reject(
            new Error(
              `tsb verify import ended without an answer: ${error?.message ?? ""} ${stderr.slice(-2000)}`,
            ),
          );
        }
      },
    );
  });
}

/**
 * `DELETE /api/submissions/<id>/verification` (admin), body `{"reason": "..."}`: cancels the
 * submission's open verification and writes the audit log (docs/api.md).
 */
export async function handleCancel(request: Request, id: number | null): Promise<Response> {
  const auth = authenticateAdmin(request);
  if (!auth.ok) return json({ error: auth.message }, auth.status);
  const body = cancelSchema.safeParse(await request.json().catch(() => null));
  if (!body.success)
    return json({ error: 'expected {"reason": "..."}: say why (it goes in the audit log)' }, 400);
  const verification = id === null ? null : getVerification(id, { includeHidden: true });
  if (id === null || !verification) return json({ error: "no submission with this id" }, 404);
  if (!cancelVerification(getDb(), id, auth.owner, body.data.reason))
    return json({ error: `no verification to cancel: it is ${verification.status}` }, 409);
  return json({ id, state: "cancelled" }, 200);
}

const cancelSchema = z.object({ reason: z.string().trim().min(1).max(2000) });
