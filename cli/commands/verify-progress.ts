import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Command } from "commander";
import { ProblemsError, TsbError, UsageError, type Problem } from "../../evaluator/errors.ts";
import { SHARD_FILE, shardFileSchema } from "../../evaluator/runner/shard-file.ts";
import { parseJsonFile } from "../../evaluator/schemas.ts";
import { ClusterProgressError, recordShardsDone } from "../../db/verification/cluster.ts";
import { openCliDb } from "../open-db.ts";
import { parseCount } from "../options.ts";

interface ProgressFlags {
  url?: string;
  token?: string;
  db?: string;
}

/**
 * `tsb verify progress`: which shards of an exported verification have finished, reported to
 * the site (or the local database) for the submission page.
 */
export function registerProgress(verify: Command): void {
  verify
    .command("progress")
    .description(
      "report which shards of an exported verification have finished (their shard.json), for the submission page",
    )
    .argument("<submission-id>")
    .argument("<shards-dir>", "the export's shards/ folder, one sub-folder per shard")
    .option(
      "--url <site>",
      "the site to report to (with an admin token); without it, the local --db",
    )
    .option("--token <token>", "admin token (default: $TSB_ADMIN_TOKEN)")
    .option("--db <file>", "database, when reporting locally (default: TSB_DB or data/tsb.sqlite)")
    .action(async (idText: string, shardsDir: string, flags: ProgressFlags) => {
      const submissionId = parseCount(idText, "<submission-id>");
      const report = await finishedShards(shardsDir);
      if (flags.url) {
        await reportRemote(
          submissionId,
          report,
          flags.url,
          flags.token ?? process.env.TSB_ADMIN_TOKEN,
        );
        return;
      }
      const db = openCliDb(flags.db);
      try {
        const progress = recordShardsDone(db, submissionId, report);
        process.stdout.write(
          `submission #${submissionId}: ${progress.shardsDone.length} of ${progress.shards} shards done\n`,
        );
      } catch (error) {
        if (error instanceof ClusterProgressError) throw new TsbError(error.message);
        throw error;
      } finally {
        db.$client.close();
      }
    });
}

/**
 * The shards of an export that have finished: every `<shards-dir>/<k>/shard.json`, which
 * `tsb run --shard` writes last, so a shard that is running, was killed or ran again and has not
 * finished yet has none. Every file must be a valid shard.json of one shard count, in the folder
 * named by its index; the count is the export's, also when no shard has finished.
 */
async function finishedShards(shardsDir: string): Promise<{ shards: number; done: number[] }> {
  const entries = await readdir(shardsDir, { withFileTypes: true }).catch(() => {
    throw new UsageError(`${shardsDir}: no such folder (the export's shards/ folder)`);
  });
  const plan = JSON.parse(
    await readFile(path.join(shardsDir, "..", "plan.json"), "utf8").catch(() => {
      throw new UsageError(
        `${path.join(shardsDir, "..", "plan.json")}: not found: give the shards/ folder of a tsb verify export`,
      );
    }),
  ) as { shards?: unknown };
  if (typeof plan.shards !== "number")
    throw new TsbError(`${path.join(shardsDir, "..", "plan.json")}: has no shard count`);
  const done: number[] = [];
  const problems: Problem[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const file = path.join(shardsDir, entry.name, SHARD_FILE);
    const text = await readFile(file, "utf8").catch(() => null);
    if (text === null) continue;
    const parsed = parseJsonFile(shardFileSchema, text, file);
    if (!parsed.ok) {
      problems.push(...parsed.problems);
      continue;
    }
    const { index, count } = parsed.value.shard;
    if (count !== plan.shards || String(index) !== entry.name)
      problems.push({
        file,
        message: `is shard ${index}/${count}, but the folder is ${entry.name} of an export in ${plan.shards} shards`,
      });
    else done.push(index);
  }
  if (problems.length > 0) throw new ProblemsError(problems);
  return { shards: plan.shards, done: done.sort((a, b) => a - b) };
}

async function reportRemote(
  submissionId: number,
  report: { shards: number; done: number[] },
  url: string,
  token: string | undefined,
) {
  if (!token) throw new UsageError("--token (or $TSB_ADMIN_TOKEN) is required with --url");
  let endpoint: URL;
  try {
    endpoint = new URL(`/api/submissions/${submissionId}/verification/shards`, url);
  } catch {
    throw new UsageError(`--url: not a URL: '${url}'`);
  }
  const response = await fetch(endpoint, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(report),
  }).catch((error: Error) => {
    throw new TsbError(`could not reach ${endpoint.origin}: ${error.message}`);
  });
  const answer = (await response.json().catch(() => ({}))) as {
    shards?: number;
    shardsDone?: number[];
    error?: string;
  };
  if (response.status !== 200)
    throw new TsbError(
      `${endpoint.origin} answered ${response.status}: ${answer.error ?? response.statusText}`,
    );
  process.stdout.write(
    `submission #${submissionId}: ${answer.shardsDone?.length ?? 0} of ${answer.shards} shards done\n`,
  );
}
