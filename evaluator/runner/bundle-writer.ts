import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { ProblemsError, UsageError } from "../errors.ts";
import { parseJsonFile, submissionSchema } from "../schemas.ts";
import type { RunOutcome } from "../types.ts";
import { PROTOCOL_VERSION, type Protocol } from "./protocol.ts";

/** What outcomes.json says of a run beyond how it ended: its build and its test selection. */
export interface RunProvenance {
  /** The reference variant a reference or reference-side confirmation run used. */
  variant?: number;
  /** A confirmation run's selected tests. */
  selected?: readonly string[];
}

type OutcomeRecord = RunOutcome &
  RunProvenance & { error?: string; environment?: string; notReached?: true };

/** Writes a result bundle folder (DESIGN.md, "Result bundle") as runs finish. */
export class BundleWriter {
  private readonly outcomes = new Map<string, Record<string, OutcomeRecord>>();
  private readonly protocols = new Map<string, Protocol>();

  private constructor(readonly dir: string) {}

  /** Creates `dir`, refusing one that already holds files so results never mix. */
  static async create(dir: string): Promise<BundleWriter> {
    const existing = await readdir(dir).catch(() => []);
    if (existing.length > 0)
      throw new UsageError(`--out ${dir}: folder exists and is not empty; choose a new folder`);
    await mkdir(dir, { recursive: true });
    return new BundleWriter(path.resolve(dir));
  }

  /**
   * Opens the folder of a run that stopped, to finish it (`tsb run --resume`): every file is
   * written again, the runs it kept from their journal (run-journal.ts).
   */
  static async reopen(dir: string): Promise<BundleWriter> {
    await mkdir(dir, { recursive: true });
    return new BundleWriter(path.resolve(dir));
  }

  /**
   * `reference/<n>.xml`, `mutants/<id>.xml` or `confirm/<id>/…` (when the suite wrote XML), the
   * log, and the outcome with the run's provenance.
   */
  async writeRun(
    instance: string,
    run: string,
    result: RunOutcome & {
      junit: Buffer | null;
      log: string;
      error?: string;
      environment?: string;
    },
    provenance: RunProvenance = {},
  ): Promise<void> {
    const base = path.join(this.dir, "instances", instance);
    if (result.junit !== null) await writeFileMkdir(path.join(base, `${run}.xml`), result.junit);
    await writeFileMkdir(path.join(base, "logs", `${run}.log`), result.log);
    const outcomes = this.outcomes.get(instance) ?? {};
    outcomes[run] = {
      exitCode: result.exitCode,
      timedOut: result.timedOut,
      durationSec: result.durationSec === null ? null : round(result.durationSec),
      ...(result.error === undefined ? {} : { error: result.error }),
      ...(provenance.variant === undefined ? {} : { variant: provenance.variant }),
      ...(provenance.selected === undefined ? {} : { selected: [...provenance.selected] }),
      ...(result.environment === undefined ? {} : { environment: result.environment }),
    };
    this.outcomes.set(instance, outcomes);
  }

  /**
   * Covering-tests mode: a mutant that no test's coverage reaches gets no run, and outcomes.json
   * says so (`notReached`), so the scorer counts it survived rather than without a result.
   */
  recordNotReached(instance: string, run: string): void {
    const outcomes = this.outcomes.get(instance) ?? {};
    outcomes[run] = { exitCode: null, timedOut: false, durationSec: 0, notReached: true };
    this.outcomes.set(instance, outcomes);
  }

  /** Records the protocol an instance's runs followed, as `protocol` in its outcomes.json. */
  setProtocol(instance: string, protocol: Protocol): void {
    this.protocols.set(instance, protocol);
  }

  /** Copies the suite's sources into `suite/`, for drill-down. */
  async copySuite(instance: string, suiteDir: string): Promise<void> {
    await cp(suiteDir, path.join(this.dir, "instances", instance, "suite"), {
      recursive: true,
      filter: (src) => !["__pycache__", ".pytest_cache"].includes(path.basename(src)),
    });
  }

  /** Writes every instance's outcomes.json with keys in run order. */
  async finish(): Promise<void> {
    for (const [instance, outcomes] of this.outcomes) {
      const protocol = this.protocols.get(instance);
      const sorted = {
        ...(protocol ? { protocol: { version: PROTOCOL_VERSION, ...protocol } } : {}),
        ...Object.fromEntries(Object.entries(outcomes).sort(([a], [b]) => compareRuns(a, b))),
      };
      await writeFileMkdir(
        path.join(this.dir, "instances", instance, "outcomes.json"),
        `${JSON.stringify(sorted, null, 2)}\n`,
      );
    }
  }

  /** Writes one file at a bundle-relative path (a suite file, run.json) as given. */
  async writeFile(name: string, content: string | Buffer): Promise<void> {
    const target = path.join(this.dir, name);
    if (!target.startsWith(this.dir + path.sep))
      throw new UsageError(`${name}: path leaves the bundle folder`);
    await writeFileMkdir(target, content);
  }

  async writeJson(name: string, value: unknown): Promise<void> {
    await writeFileMkdir(path.join(this.dir, name), `${JSON.stringify(value, null, 2)}\n`);
  }
}

/**
 * Reads and validates `--submission`, and checks that it names the benchmark being run; the
 * bundle carries it unchanged.
 */
export async function readSubmission(
  file: string,
  benchmarkId: string,
): Promise<z.infer<typeof submissionSchema>> {
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) throw new UsageError(`--submission ${file}: cannot read the file`);
  const parsed = parseJsonFile(submissionSchema, text, file);
  if (!parsed.ok) throw new ProblemsError(parsed.problems);
  if (parsed.value.benchmark !== benchmarkId) {
    throw new ProblemsError([
      {
        file,
        message: `benchmark: is '${parsed.value.benchmark}' but the benchmark being run is '${benchmarkId}'`,
      },
    ]);
  }
  return parsed.value;
}

/** reference/1 < reference/2 < … < mutants/* (by id). */
export function compareRuns(a: string, b: string): number {
  const ref = (key: string) =>
    key.startsWith("reference/") ? Number(key.slice("reference/".length)) : Infinity;
  return ref(a) - ref(b) || (a < b ? -1 : a > b ? 1 : 0);
}

async function writeFileMkdir(file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

const round = (seconds: number): number => Math.round(seconds * 1000) / 1000;
