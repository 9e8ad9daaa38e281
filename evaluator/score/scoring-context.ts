import type { AnalysisContext } from "../trajectory/analysis/analyze.ts";
import type { BundleTrajectory } from "../trajectory/bundle-trajectories.ts";
import type { ReadContext } from "./read-files.ts";

export interface ScoringContext extends ReadContext {
  /** Whether any instance of the bundle carries codegen.xml (then R is reported, 0 where absent). */
  reportR: boolean;
  /** Called after each JUnit file is parsed. */
  onFile: () => void;
  /** Bounds the JUnit files being read and parsed at once (see createLimiter). */
  limit: <T>(fn: () => Promise<T>) => Promise<T>;
  /** What the trajectory analyses of an instance need (its program names, suite files). */
  trajectoryContext: (instanceId: string | null) => AnalysisContext;
  /** Top-level trajectories whose log names an instance, by instance id. */
  namedTrajectories: Map<string, BundleTrajectory[]>;
  /** Every instance id of the benchmark. */
  instanceIds: ReadonlySet<string>;
}
