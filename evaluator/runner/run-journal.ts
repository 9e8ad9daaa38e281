import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { z } from "zod";
import { coverageFileSchema, type CoverageFile } from "../coverage/types.ts";
import { UsageError } from "../errors.ts";
import type { RunResult } from "./execute-run.ts";

/**
 * The folder inside `--out` where `tsb run` keeps what `--resume` needs while it runs: what the
 * run was (its fingerprint and seed), each finished run's result and each coverage run. Removed
 * once the bundle is complete, so a finished bundle never carries it.
 */
export const JOURNAL_DIR = ".tsb-run-journal";

/**
 * Everything that decides a run's results other than the runs themselves: a resumed run must be
 * the same run, or its bundle would mix two. `--jobs`, `--slot-base` and `--events` may differ.
 */
export type RunFingerprint = Record<string, string | number | boolean | null>;

const stateSchema = z.object({
  schemaVersion: z.literal(1),
  seed: z.string(),
  fingerprint: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

const recordSchema = z.object({
  key: z.string(),
  exitCode: z.number().nullable(),
  timedOut: z.boolean(),
  durationSec: z.number(),
  log: z.string(),
  error: z.string().optional(),
  junit: z.string().nullable(),
});

/**
 * The journal of one `tsb run`: each result is written to its own file, atomically (a rename),
 * as the run ends, so a `tsb run` stopped at any moment (kill -9, a reboot, a session's end)
 * leaves whole records of the runs it finished and none of those it did not. Hand-written rather
 * than a database: a folder of small files is all a resume reads, once, and it goes away with
 * the run.
 */
export class RunJournal {
  private readonly results = new Map<string, RunResult>();
  private readonly coverage = new Map<string, CoverageFile>();
  private count = 0;

  private constructor(
    private readonly dir: string,
    readonly seed: string,
  ) {}

  /** Starts the journal of a new run in `outDir`. */
  static async start(
    outDir: string,
    seed: string,
    fingerprint: RunFingerprint,
  ): Promise<RunJournal> {
    const dir = path.join(outDir, JOURNAL_DIR);
    await mkdir(path.join(dir, "runs"), { recursive: true });
    await mkdir(path.join(dir, "coverage"), { recursive: true });
    await writeAtomic(
      path.join(dir, "state.json"),
      `${JSON.stringify({ schemaVersion: 1, seed, fingerprint }, null, 2)}\n`,
    );
    return new RunJournal(dir, seed);
  }

  /**
   * Opens the journal a stopped run left in `outDir`, refusing, by option, a resume that would
   * not be the same run.
   */
  static async resume(outDir: string, fingerprint: RunFingerprint): Promise<RunJournal> {
    const dir = path.join(outDir, JOURNAL_DIR);
    const file = path.join(dir, "state.json");
    const text = await readFile(file, "utf8").catch(() => null);
    if (text === null)
      throw new UsageError(
        `--resume: ${outDir} holds no run to resume (no ${JOURNAL_DIR}/state.json): it finished, or never started`,
      );
    const state = stateSchema.safeParse(JSON.parse(text));
    if (!state.success) throw new UsageError(`--resume: ${file}: not a run journal tsb can read`);
    const differ = Object.keys({ ...state.data.fingerprint, ...fingerprint }).filter(
      (k) => JSON.stringify(state.data.fingerprint[k]) !== JSON.stringify(fingerprint[k]),
    );
    if (differ.length > 0)
      throw new UsageError(
        `--resume: the run in ${outDir} was started with other options; a resumed run must be the same run: ` +
          differ
            .map(
              (k) =>
                `${k} was ${JSON.stringify(state.data.fingerprint[k] ?? null)}, now ${JSON.stringify(fingerprint[k] ?? null)}`,
            )
            .join("; "),
      );
    const journal = new RunJournal(dir, state.data.seed);
    for (const name of (await readdir(path.join(dir, "runs")).catch(() => [])).sort()) {
      if (!name.endsWith(".json.gz")) continue; // a write cut short, never renamed into place
      const file = path.join(dir, "runs", name);
      const parsed = recordSchema.safeParse(
        JSON.parse(gunzipSync(await readFile(file)).toString("utf8")),
      );
      if (!parsed.success) throw new UsageError(`--resume: ${file}: not a run record tsb wrote`);
      const { key, junit, ...rest } = parsed.data;
      journal.results.set(key, {
        ...rest,
        junit: junit === null ? null : Buffer.from(junit, "base64"),
      });
      journal.count++;
    }
    for (const name of await readdir(path.join(dir, "coverage")).catch(() => [])) {
      if (!name.endsWith(".json")) continue;
      const instance = decodeURIComponent(name.slice(0, -".json".length));
      const file = path.join(dir, "coverage", name);
      const parsed = coverageFileSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
      if (!parsed.success) throw new UsageError(`--resume: ${file}: not a coverage file tsb wrote`);
      journal.coverage.set(instance, parsed.data);
    }
    return journal;
  }

  /** The runs a resume found finished. */
  get size(): number {
    return this.results.size;
  }

  /** The instances whose coverage run a resume found finished, sorted. */
  get coveredInstances(): string[] {
    return [...this.coverage.keys()].sort();
  }

  /** The result of a run that finished before the stop, if it did. */
  result(key: string): RunResult | undefined {
    return this.results.get(key);
  }

  /** Keeps a finished run's result. A run ended from outside (killedBy) is the machine's: not kept. */
  async record(key: string, result: RunResult): Promise<void> {
    if (result.killedBy !== undefined) return;
    const record: z.infer<typeof recordSchema> = {
      key,
      exitCode: result.exitCode,
      timedOut: result.timedOut,
      durationSec: result.durationSec,
      log: result.log,
      ...(result.error === undefined ? {} : { error: result.error }),
      junit: result.junit === null ? null : result.junit.toString("base64"),
    };
    const name = `${String(++this.count).padStart(6, "0")}.json.gz`;
    await writeAtomic(
      path.join(this.dir, "runs", name),
      gzipSync(Buffer.from(JSON.stringify(record), "utf8")),
    );
  }

  /** An instance's coverage run, if it finished before the stop. */
  coverageOf(instance: string): CoverageFile | undefined {
    return this.coverage.get(instance);
  }

  async recordCoverage(instance: string, file: CoverageFile): Promise<void> {
    await writeAtomic(
      path.join(this.dir, "coverage", `${encodeURIComponent(instance)}.json`),
      JSON.stringify(file),
    );
  }

  /** Removes the journal: the bundle is complete. */
  async remove(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

async function writeAtomic(file: string, content: string | Buffer): Promise<void> {
  const partial = `${file}.partial`;
  await writeFile(partial, content);
  await rename(partial, file);
}
