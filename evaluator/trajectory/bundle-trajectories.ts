import { formatProblem, ProblemsError } from "../errors.ts";
import type { BundleReader } from "../bundle/bundle-reader.ts";
import {
  analyzeTrajectory,
  type AnalysisContext,
  type TrajectoryAnalysis,
} from "./analysis/analyze.ts";
import { packSteps, type PackedSteps } from "./packed-steps.ts";
import { readTrajectory } from "./read-trajectory.ts";
import type { TrajectoryFormat, TrajectoryMeta, TrajectoryTotals } from "./types.ts";

/** Limits on a bundle's trajectories; past them a file is not read (a warning, never a rejection). */
export const trajectoryLimits = Object.freeze({
  /** Largest trajectory file, in bytes. */
  maxFileBytes: 256 * 1024 ** 2,
  /** Most steps one trajectory may have. */
  maxSteps: 50_000,
});

/**
 * One trajectory of a bundle, read, analysed and packed for storage; or, for a file that could
 * not be read, the reason (`error`) and nothing else. A file may hold several trajectories.
 */
export interface BundleTrajectory {
  /** The file's path in the bundle. */
  path: string;
  /** Its position among the file's trajectories, from 0. */
  index: number;
  /** The instance it belongs to: the folder it is in, or the instance its log names. */
  instanceId: string | null;
  format?: TrajectoryFormat;
  meta?: TrajectoryMeta;
  totals?: TrajectoryTotals;
  /** What the reader found doubtful. */
  warnings: string[];
  analysis?: TrajectoryAnalysis;
  steps?: PackedSteps;
  /** Why the file was not read: `file:line: message`. */
  error?: string;
}

/**
 * Reads the trajectory files of one instance (or, with `instanceId` null, the bundle's top-level
 * `trajectory/`), one at a time, and analyses each trajectory with `context(instanceId)`. A
 * file that is too large, malformed or of no known format becomes a record with its `error`
 * and a warning naming the file and line: an unreadable trajectory never stops a bundle from
 * scoring. A top-level file's trajectories that name an instance of the benchmark as their
 * task (an OpenHands output.jsonl, an Inspect log) are that instance's.
 */
export async function readBundleTrajectories(
  bundle: BundleReader,
  paths: readonly string[],
  instanceId: string | null,
  context: (instanceId: string | null) => AnalysisContext,
  known: ReadonlySet<string>,
  warnings: string[],
  limits: { maxFileBytes: number; maxSteps: number } = trajectoryLimits,
): Promise<BundleTrajectory[]> {
  const out: BundleTrajectory[] = [];
  for (const path of paths) {
    const failed = (error: string) => {
      warnings.push(`${error} (the trajectory is not used; the bundle still scores)`);
      out.push({ path, index: 0, instanceId, warnings: [], error });
    };
    const size = bundle.size(path);
    if (size > limits.maxFileBytes) {
      failed(
        `${path}: ${size} bytes, over the ${limits.maxFileBytes}-byte limit for a trajectory file`,
      );
      continue;
    }
    let read;
    try {
      read = await readTrajectory(bundle.stream(path), { name: path });
    } catch (e) {
      if (!(e instanceof ProblemsError)) throw e;
      failed(e.problems.map(formatProblem).join("; "));
      continue;
    }
    read.trajectories.forEach((t, index) => {
      if (t.steps.length > limits.maxSteps) {
        failed(`${path}: ${t.steps.length} steps, over the limit of ${limits.maxSteps}`);
        return;
      }
      const owner =
        instanceId ??
        (t.meta.taskId !== undefined && known.has(t.meta.taskId) ? t.meta.taskId : null);
      for (const w of t.warnings) warnings.push(`${path}: ${w}`);
      out.push({
        path,
        index,
        instanceId: owner,
        format: read.format,
        meta: t.meta,
        totals: t.totals,
        warnings: t.warnings,
        analysis: analyzeTrajectory(t, context(owner)),
        steps: packSteps(t.steps),
      });
    });
  }
  return out;
}
