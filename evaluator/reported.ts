import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { ProblemsError } from "./errors.ts";
import type { Problem } from "./errors.ts";
import { parseJsonFile, submissionSchema } from "./schemas.ts";

/**
 * Results a paper reported, one file per table or figure under `data/reported/`. They are stored
 * as `reported` submissions on a catalog benchmark: shown beside scored ones, never re-scored.
 * Fractions are in 0..1 and time in seconds, as in a score report.
 */

const fraction = z
  .number()
  .min(0, "must be a fraction in 0..1")
  .max(1, "must be a fraction in 0..1");
const nonNegative = z.number().nonnegative();

const reportedSubmissionSchema = z.strictObject({
  model: submissionSchema.shape.model,
  agent: submissionSchema.shape.agent,
  organization: submissionSchema.shape.organization,
  setting: submissionSchema.shape.setting,
  reasoningEffort: submissionSchema.shape.reasoningEffort,
  date: submissionSchema.shape.date,
  /** Mean M over the instances; the one figure every reported result has. */
  mutationScore: fraction,
  validityRate: fraction.optional(),
  referencePassRate: fraction.optional(),
  /** Mean generation cost per instance, USD. */
  costUsd: nonNegative.optional(),
  /** Mean generation time per instance, seconds. */
  durationSec: nonNegative.optional(),
  notes: z.string().optional(),
});

const reportedResultsSchema = z.strictObject({
  benchmark: submissionSchema.shape.benchmark,
  /** Where in the source the figures are printed: "Table 2", "Section 3.1, Reasoning Effort". */
  citation: z.string().min(1, "must not be empty"),
  /** The paper: title and arXiv id. */
  source: z.string().min(1, "must not be empty"),
  /** `main-results` rows belong on the leaderboard; `ablation` rows vary one input of a main run. */
  kind: z.enum(["main-results", "ablation"]),
  /** How many of the benchmark's instances the figures average over, when not all of them. */
  instanceCount: z.number().int().positive().optional(),
  notes: z.string().optional(),
  submissions: z.array(reportedSubmissionSchema).min(1, "must list at least one submission"),
});

export type ReportedResults = z.infer<typeof reportedResultsSchema>;

/** One file of reported results, with the file name it came from. */
export interface ReportedFile extends ReportedResults {
  file: string;
}

const count = z.number().int().nonnegative();

/**
 * A per-model figure of the agents' trajectories, next to the same model's reported row (the
 * paper's Table 3: instances whose trajectory tried to write an executable, and to make mutants).
 */
const reportedFindingSchema = z.strictObject({
  /** The row's name as printed ("Opus"); model, agent and setting name the reported row. */
  label: z.string().min(1, "must not be empty"),
  model: submissionSchema.shape.model,
  agent: submissionSchema.shape.agent,
  setting: submissionSchema.shape.setting,
  executableInstances: count,
  mutantInstances: count,
  /** M as printed beside the counts. */
  mutationScore: fraction.optional(),
  notes: z.string().optional(),
});

const reportedFindingsSchema = z.strictObject({
  benchmark: submissionSchema.shape.benchmark,
  citation: z.string().min(1, "must not be empty"),
  source: z.string().min(1, "must not be empty"),
  kind: z.literal("trajectory-findings"),
  /** The instances the counts are out of, when not all of the benchmark's. */
  instanceCount: z.number().int().positive().optional(),
  notes: z.string().optional(),
  findings: z.array(reportedFindingSchema).min(1, "must list at least one finding"),
});

export type ReportedFindings = z.infer<typeof reportedFindingsSchema>;

/** One file of reported trajectory findings, with the file name it came from. */
export interface ReportedFindingsFile extends ReportedFindings {
  file: string;
}

/** Every file of `data/reported/`, by what it holds. */
export interface ReportedData {
  results: ReportedFile[];
  findings: ReportedFindingsFile[];
}

/**
 * Reads and validates every `*.json` in `dir`, sorted by file name: reported results (rows of a
 * table of scores) and, for `"kind": "trajectory-findings"`, reported trajectory figures. Throws
 * a `ProblemsError` listing every problem (file and field) when any file is malformed.
 */
export async function loadReported(dir: string): Promise<ReportedData> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  const data: ReportedData = { results: [], findings: [] };
  const problems: Problem[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const text = await readFile(file, "utf8");
    if (kindOf(text) === "trajectory-findings") {
      const parsed = parseJsonFile(reportedFindingsSchema, text, file);
      if (parsed.ok) data.findings.push({ file, ...parsed.value });
      else problems.push(...parsed.problems);
      continue;
    }
    const parsed = parseJsonFile(reportedResultsSchema, text, file);
    if (parsed.ok) data.results.push({ file, ...parsed.value });
    else problems.push(...parsed.problems);
  }
  if (problems.length > 0)
    throw new ProblemsError(
      problems,
      `${problems.length} problem(s) in reported results under ${dir}`,
    );
  return data;
}

/** The reported results (tables of scores) of `dir`; see `loadReported`. */
export async function loadReportedResults(dir: string): Promise<ReportedFile[]> {
  return (await loadReported(dir)).results;
}

/** A file's `kind`, when it is JSON with one; the schema reports anything else. */
function kindOf(text: string): unknown {
  try {
    return (JSON.parse(text) as { kind?: unknown } | null)?.kind;
  } catch {
    return undefined;
  }
}
