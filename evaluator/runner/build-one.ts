import { chmod, copyFile, cp, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { sha256File } from "./hash.ts";
import { applyPatchToDir } from "./patch.ts";
import { runProcess } from "./process.ts";
import { SEALED_MARK, sealScript } from "./seal-script.ts";

/**
 * Where build.sh runs when not on the host: an image (evaluator/environment/). Its digest goes
 * into each executable's cache key and manifest entry, so a host build is never taken for it.
 */
export interface BuildEnvironment {
  digest: string;
  /** Where the scratch folder `workDir` of command() is seen inside the environment. */
  workDirInside: string;
  /**
   * The argv and environment that run `argv` (default `bash build.sh`) in the scratch folder
   * `workDir`: a build, or a tool of the image (a coverage tool reading a run's files).
   */
  command(
    workDir: string,
    argv?: readonly string[],
  ): Promise<{ argv: string[]; env: Record<string, string> }>;
}

/** Where a coverage build's compiler wrappers are written, inside its scratch folder. */
const COVERAGE_BIN = ".tsb-coverage-bin";

/**
 * Copies reference/ to a scratch folder, applies the patch, runs build.sh, stores ./executable.
 * build.sh gets TSB_VARIANT (1..k): a benchmark's build may make each reference variant a
 * different but equivalent build (other optimisation flags), so that no variant's timing or
 * layout is the reference's only one (docs/benchmark-format.md).
 */
export async function buildOne(
  instance: InstanceDefinition,
  mutant: string | null,
  patch: string | null,
  variant: number | "coverage",
  target: string,
  timeoutSec: number,
  environment: BuildEnvironment | undefined,
  /** A coverage build: its compiler wrappers, and what to keep of the scratch folder. */
  coverage?: {
    /**
     * Scripts (name → text) put first on build.sh's PATH: compiler wrappers. Given the folder
     * they are in as build.sh sees it (in an image, not the host's path).
     */
    bin?: (dirInside: string) => Record<string, string>;
    /** Run on the scratch copy before build.sh (tsb's own instrumentation, where needed). */
    prepare?: (workDir: string) => Promise<void>;
    keep: (workDir: string) => Promise<void>;
  },
): Promise<{ sha256: string; seal: Awaited<ReturnType<typeof sealScript>> }> {
  const work = await mkdtemp(path.join(os.tmpdir(), "tsb-build-"));
  try {
    const source = path.join(instance.dir, "reference");
    await cp(source, work, {
      recursive: true,
      filter: (src) => path.relative(source, src) !== "executable",
    });
    if (mutant !== null) {
      if (!patch) throw new Error(`mutants/${mutant}.patch: missing or empty`);
      await applyPatchToDir(patch, work, `mutants/${mutant}.patch`);
    }
    await coverage?.prepare?.(work);
    // Written before command(), which hands the scratch folder (wrappers too) to the build's uid.
    const binInside = coverage?.bin
      ? path.posix.join(environment?.workDirInside ?? work, COVERAGE_BIN)
      : undefined;
    if (coverage?.bin && binInside) {
      await mkdir(path.join(work, COVERAGE_BIN));
      for (const [name, text] of Object.entries(coverage.bin(binInside)))
        await writeFile(path.join(work, COVERAGE_BIN, name), text, { mode: 0o755 });
    }
    const inImage = environment ? await environment.command(work) : undefined;
    const base = inImage?.env ?? process.env;
    const result = await runProcess({
      argv: inImage?.argv ?? ["bash", "build.sh"],
      cwd: work,
      env: {
        ...base,
        ...(binInside ? { PATH: `${binInside}:${base.PATH ?? ""}` } : {}),
        TSB_VARIANT: String(variant),
      },
      timeoutSec,
      outputCap: 8192,
    });
    if (result.timedOut) throw new Error(`build.sh timed out after ${timeoutSec} s`);
    if (result.exitCode !== 0)
      throw new Error(
        `build.sh exited with ${result.exitCode ?? result.signal}:\n${result.output.trim()}`,
      );
    const built = path.join(work, "executable");
    if (!(await stat(built).catch(() => null))?.isFile())
      throw new Error("build.sh succeeded but wrote no ./executable");
    await mkdir(path.dirname(target), { recursive: true });
    await rm(path.join(path.dirname(target), SEALED_MARK), { force: true });
    await copyFile(built, target);
    await chmod(target, 0o755);
    await coverage?.keep(work);
    // A coverage build stays a plain script: its coverage names the script's own path, and its
    // run never scores, so there is nothing to learn from its source.
    const seal = coverage ? null : await sealScript(target);
    await chmod(target, 0o755);
    return { sha256: await sha256File(target), seal };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
