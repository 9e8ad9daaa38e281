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
  /** Verification jobs an owner may have waiting; one more is refused (429). */
  queueLimit: number;
  /**
   * Whether the uploader's token is also an admin token: only then may submission.json declare
   * `"kind": "reference"` (the benchmark's own reference suite, which is never ranked).
   */
  admin: boolean;
}

export type ScoreOutcome =
  | { kind: "stored"; id: number; created: boolean }
  | {
      kind: "scored";
      benchmark: string;
      submission: Submission;
      summary: ScoreSummary;
      warnings: string[];
      /** A result bundle claims scores; a suites-only one gets them from the site's runs. */
      form: "result" | "suites-only";
      /** What storing it would start: a re-run ("queued") or nothing ("self-reported"). */
      verification: "queued" | "self-reported";
    }
  | { kind: "queue-full"; message: string }
  | { kind: "problems"; problems: Problem[] }
  | { kind: "error"; message: string };

export type ScoreMessage =
  | { type: "progress"; phase: "score" | "store"; done: number; total: number }
  | { type: "result"; outcome: ScoreOutcome };
