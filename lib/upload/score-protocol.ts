import type { Problem } from "../../evaluator/errors.ts";
import type { ScoreSummary, Submission } from "../../evaluator/types.ts";
import type { UploadLimits } from "./config.ts";

/** What score-process.ts is asked to do with one uploaded bundle. */
export interface ScoreJob {
  /** The uploaded archive on disk. */
  file: string;
  /** What to call it in problems (the uploaded file name). */
  label: string;
  /** "validate" scores without storing (the page's confirmation step); "store" ingests. */
  mode: "validate" | "store";
  owner: string;
  dbFile: string;
  benchmarksRoot: string;
  limits: UploadLimits;
}

export type ScoreOutcome =
  | { kind: "stored"; id: number; created: boolean }
  | {
      kind: "scored";
      benchmark: string;
      submission: Submission;
      summary: ScoreSummary;
      warnings: string[];
    }
  | { kind: "problems"; problems: Problem[] }
  | { kind: "error"; message: string };

export type ScoreMessage =
  | { type: "progress"; phase: "score" | "store"; done: number; total: number }
  | { type: "result"; outcome: ScoreOutcome };
