import { actionClasses, type ActionClass, type Trajectory } from "../types.ts";
import { agentSteps } from "./agent-steps.ts";
import { findCreation, type CreationFindings } from "./creation.ts";
import { inferTaskRoot, integrityFlags, type IntegrityFlag } from "./integrity.ts";
import { suiteWrites, type SuiteWrite } from "./suite-writes.ts";
import { toolUseByPosition } from "./tool-use.ts";

/** What the site keeps of a trajectory beyond its steps: the paper's analyses and the review's. */
export interface TrajectoryAnalysis {
  /** The steps that count (agent-steps.ts): Figure 10's and run.json's `steps`. */
  agentSteps: number;
  /** Counted steps by class, in `actionClasses` order. */
  byClass: Record<ActionClass, number>;
  /** Figure 11: counted steps by tenth of the trajectory × class (tool-use.ts). */
  toolUse: number[][];
  /** Table 3 (creation.ts). */
  creation: CreationFindings;
  /** Steps to review (integrity.ts). */
  integrity: IntegrityFlag[];
  /** Steps that wrote the suite's files (suite-writes.ts). */
  suiteWrites: SuiteWrite[];
  /** The task folder the integrity rules used: the log's cwd, inferred, or none. */
  taskRoot?: string;
}

export interface AnalysisContext {
  /** Names the program under test goes by. */
  programNames: readonly string[];
  /** The submitted suite's files, relative to `suite/`. */
  suiteFiles: readonly string[];
  /** The benchmark's other instance ids. */
  otherInstances: readonly string[];
}

/** Every analysis of one trajectory, from its normalised steps only. */
export function analyzeTrajectory(t: Trajectory, context: AnalysisContext): TrajectoryAnalysis {
  const counted = agentSteps(t);
  const byClass = Object.fromEntries(actionClasses.map((c) => [c, 0])) as Record<
    ActionClass,
    number
  >;
  for (const s of counted) byClass[s.class ?? "other"]++;
  const taskRoot = t.meta.cwd ?? inferTaskRoot(t.steps, context.suiteFiles);
  return {
    agentSteps: counted.length,
    byClass,
    toolUse: toolUseByPosition(t.steps),
    creation: findCreation(t.steps, context),
    integrity: integrityFlags(t.steps, {
      suiteFiles: context.suiteFiles,
      otherInstances: context.otherInstances,
      ...(taskRoot !== undefined ? { taskRoot } : {}),
    }),
    suiteWrites: suiteWrites(t.steps, context.suiteFiles),
    ...(taskRoot !== undefined ? { taskRoot } : {}),
  };
}

/**
 * Names the program of an instance goes by: its id's last part (`sharkdp__fd` → `fd`) and the
 * first word of its title (`tally: a wc-like counter` → `tally`).
 */
export function programNames(instanceId: string, title?: string): string[] {
  const names = new Set<string>();
  names.add(instanceId.split("__").at(-1)!.toLowerCase());
  const word = /^[`*]*([A-Za-z0-9_.-]+)/.exec(title ?? "")?.[1];
  if (word && word.length > 1) names.add(word.replace(/[.:]+$/, "").toLowerCase());
  return [...names];
}
