import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Command } from "commander";
import { ProblemsError, TsbError, UsageError, type Problem } from "../../evaluator/errors.ts";
import { mergeShards } from "../../evaluator/runner/merge.ts";
import { SHARD_FILE } from "../../evaluator/runner/shard-file.ts";
import { openCliDb } from "../open-db.ts";
import { BENCHMARKS_DIR, parseCount } from "../options.ts";
import { ImportConflictError, importRuns } from "../worker/import-runs.ts";
import { packFolder } from "./submit.ts";

interface ImportFlags {
  json?: boolean;
  url?: string;
  token?: string;
  db?: string;
  benchmarks: string;
}

/**
 * `tsb verify import`: decides a submission's verification from the merged bundle of its
 * exported plan, here or on the site.
 */
export function registerImport(verify: Command): void {
  verify
    .command("import")
    .description("decide a submission's verification from a merged bundle of its exported plan")
    .argument("<submission-id>")
    .argument(
      "<bundle...>",
      "the bundle `tsb merge` wrote (folder, .zip or .tar.gz), or every shard folder of the batch run, merged first",
    )
    .option(
      "--url <site>",
      "the site to send it to (with an admin token); without it, the local --db",
    )
    .option("--token <token>", "admin token (default: $TSB_ADMIN_TOKEN)")
    .option("--db <file>", "database, when importing locally (default: TSB_DB or data/tsb.sqlite)")
    .option("--json", "answer on stdout as JSON: {state}, {problems} or {conflict} (local import)")
    .option(
      "--benchmarks <dir>",
      "where benchmark folders are found (local import)",
      BENCHMARKS_DIR,
    )
    .action(async (idText: string, bundlePaths: string[], flags: ImportFlags) => {
      const submissionId = parseCount(idText, "<submission-id>");
      const label =
        bundlePaths.length === 1 ? path.basename(bundlePaths[0] as string) : "tsb merge";
      try {
        await withMergedBundle(bundlePaths, async (bundlePath) => {
          if (flags.url) {
            await importRemote(
              submissionId,
              bundlePath,
              flags.url,
              flags.token ?? process.env.TSB_ADMIN_TOKEN,
            );
            return;
          }
          const db = openCliDb(flags.db);
          try {
            const { state } = await importRuns(
              db,
              submissionId,
              bundlePath,
              flags.benchmarks,
              (line) => process.stderr.write(`tsb verify: ${line}\n`),
            );
            process.stdout.write(
              flags.json
                ? `${JSON.stringify({ state })}\n`
                : `submission #${submissionId}: ${state}\n`,
            );
          } finally {
            db.$client.close();
          }
        });
      } catch (error) {
        if (!flags.json || flags.url) throw error;
        const answer =
          error instanceof ImportConflictError
            ? { conflict: error.message }
            : error instanceof ProblemsError
              ? { problems: error.problems }
              : error instanceof TsbError
                ? { problems: [{ file: label, message: error.message }] }
                : null;
        if (answer === null) throw error;
        process.stdout.write(`${JSON.stringify(answer)}\n`);
        process.exitCode = 1;
      }
    });
}

/**
 * Calls `importBundle` with one bundle: the path given, or, for several paths or one shard, their merge
 * (`tsb merge`'s checks: no gap, no duplicate, one submission and plan) in a scratch folder.
 */
async function withMergedBundle(
  paths: readonly string[],
  importBundle: (bundlePath: string) => Promise<void>,
): Promise<void> {
  const [only] = paths;
  if (only !== undefined && paths.length === 1 && !existsSync(path.join(only, SHARD_FILE))) {
    await importBundle(only);
    return;
  }
  const scratch = await mkdtemp(path.join(os.tmpdir(), "tsb-import-"));
  try {
    const merged = path.join(scratch, "bundle");
    await mergeShards(paths, merged);
    await importBundle(merged);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function importRemote(
  submissionId: number,
  bundlePath: string,
  url: string,
  token: string | undefined,
) {
  if (!token) throw new UsageError("--token (or $TSB_ADMIN_TOKEN) is required with --url");
  let endpoint: URL;
  try {
    endpoint = new URL(`/api/submissions/${submissionId}/verification`, url);
  } catch {
    throw new UsageError(`--url: not a URL: '${url}'`);
  }
  const { lstat, readFile } = await import("node:fs/promises");
  const info = await lstat(bundlePath).catch(() => {
    throw new UsageError(`${bundlePath}: no such file or folder`);
  });
  const body = info.isDirectory() ? await packFolder(bundlePath) : await readFile(bundlePath);
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/octet-stream" },
    body: new Uint8Array(body),
  }).catch((error: Error) => {
    throw new TsbError(`could not reach ${endpoint.origin}: ${error.message}`);
  });
  const answer = (await response.json().catch(() => ({}))) as {
    state?: string;
    problems?: Problem[];
    error?: string;
  };
  if (response.status === 200)
    process.stdout.write(`submission #${submissionId}: ${answer.state}\n`);
  else if (response.status === 422 && answer.problems) throw new ProblemsError(answer.problems);
  else
    throw new TsbError(
      `${endpoint.origin} answered ${response.status}: ${answer.error ?? response.statusText}`,
    );
}
