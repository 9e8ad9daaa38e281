import { z } from "zod";
import type { Problem } from "./errors.ts";

/**
 * zod schemas for every JSON file of a result bundle and a benchmark definition (DESIGN.md,
 * docs/bundle-format.md, docs/benchmark-format.md). Readers call `parseJsonFile`, which turns a
 * syntax or schema error into problems naming the file and the field path.
 */

const nonEmpty = z.string().min(1, "must not be empty");
/** Ids become path segments of bundles and URLs, so they may not contain separators. */
const slug = z
  .string()
  .min(1, "must not be empty")
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._@+-]*$/,
    "must be letters, digits, '.', '_', '-', '+' or '@' (no '/')",
  );

/**
 * Caps on free text a submission carries: every page and API answer repeats it, so one
 * oversized name would weigh on every view. Pages still shorten long names visually.
 */
export const TEXT_CAPS = Object.freeze({ name: 200, note: 10_000, link: 2_000, links: 20 });

const capped = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const name = nonEmpty.max(TEXT_CAPS.name, `must be at most ${TEXT_CAPS.name} characters`);
const link = capped(TEXT_CAPS.link);
const linksMessage = `at most ${TEXT_CAPS.links} links`;
const linkList = z.array(link).max(TEXT_CAPS.links, linksMessage);
const linkMap = z
  .record(capped(TEXT_CAPS.name), link)
  .refine((r) => Object.keys(r).length <= TEXT_CAPS.links, linksMessage);
/**
 * A list of links or a name → link map. Picked by the value's shape rather than z.union, whose
 * failure says only "Invalid input" where the uploader needs the field and the cap.
 */
const links = z.unknown().transform((value, ctx) => {
  const result = (Array.isArray(value) ? linkList : linkMap).safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});

/** The most trials one entry may group: enough for pass@k-style curves, few enough to show. */
export const MAX_TRIALS = 50;

export const submissionSchema = z
  .object({
    schemaVersion: z.literal(1, {
      error: (issue) =>
        `unsupported version ${JSON.stringify(issue.input)}: this evaluator reads version 1`,
    }),
    benchmark: capped(TEXT_CAPS.name).regex(/^.+@.+$/, "must be '<name>@<version>'"),
    model: name,
    agent: name,
    setting: z.enum(["spec-only", "spec+executable", "official-docs"]),
    reasoningEffort: capped(TEXT_CAPS.name).optional(),
    organization: capped(TEXT_CAPS.name).optional(),
    date: z.iso.date("must be a date written YYYY-MM-DD"),
    links: links.optional(),
    notes: capped(TEXT_CAPS.note).optional(),
    /**
     * "reference": the bundle is the benchmark's own reference suite, run as a submission. It is
     * shown beside agents' suites for comparison but counted in no mean, kill count, overlap or
     * rank. The site accepts it only from the CLI or with an admin token (docs/bundle-format.md).
     */
    kind: z.enum(["agent", "reference"]).optional(),
    /**
     * Trials: several independent attempts of one agent configuration, each a bundle of its own,
     * grouped by this name into one entry of the benchmark version (docs/bundle-format.md,
     * "Trials"). The site stores each trial as a submission and ranks the entry.
     */
    entry: slug.max(TEXT_CAPS.name, `must be at most ${TEXT_CAPS.name} characters`).optional(),
    /** Which trial of `entry` this bundle is, from 1. */
    trial: z
      .number()
      .int("must be a whole number")
      .min(1, "trials are numbered from 1")
      .max(MAX_TRIALS, `an entry has at most ${MAX_TRIALS} trials`)
      .optional(),
  })
  .superRefine((s, ctx) => {
    if ((s.entry === undefined) !== (s.trial === undefined))
      ctx.addIssue({
        code: "custom",
        path: [s.entry === undefined ? "entry" : "trial"],
        message: "'entry' and 'trial' go together: name the entry and number the trial",
      });
    if (s.entry !== undefined && s.kind === "reference")
      ctx.addIssue({
        code: "custom",
        path: ["entry"],
        message: "the benchmark's reference suite is not an agent's trial",
      });
  });

const nonNegative = z.number().nonnegative();

/** An OCI image's digest as docker and registries print it: `sha256:` and 64 hex digits. */
export const imageDigest = z
  .string()
  .regex(/^sha256:[0-9a-f]{64}$/, "must be 'sha256:' followed by 64 lowercase hex digits");

export const runCostSchema = z.object({
  costUsd: nonNegative.optional(),
  durationSec: nonNegative.optional(),
  steps: z.number().int().nonnegative().optional(),
  tokens: z.number().int().nonnegative().optional(),
});

export const runOutcomeSchema = z.object({
  exitCode: z.number().int().nullable().optional(),
  timedOut: z.boolean(),
  durationSec: nonNegative.nullable().optional(),
  /** Why the run ended as an error (a disk or /tmp cap reached), when it did. */
  error: capped(TEXT_CAPS.link).optional(),
  /** The image digest the run happened in, or "host" for the host's toolchains. */
  environment: z.union([z.literal("host"), imageDigest]).optional(),
});

/** A run's record in outcomes.json: how it ended, and which build and tests it ran. */
export const runRecordSchema = runOutcomeSchema.extend({
  /** The reference variant (1..k) a reference or reference-side confirmation run used. */
  variant: z.number().int().min(1).optional(),
  /** A confirmation run's selected test ids, or a covering-tests run's. */
  selected: z.array(capped(TEXT_CAPS.link)).max(100_000).optional(),
  /**
   * Covering-tests mode: no test's coverage reached the mutant's changed lines, so it was not
   * run; it scores survived (its XML is absent by design, not lost).
   */
  notReached: z.literal(true).optional(),
});

const protocolBase = {
  seed: z.string().regex(/^[0-9a-f]{8,64}$/, "a hex seed of 8 to 64 digits"),
  referenceRuns: z.number().int().min(1),
  confirmations: z.number().int().min(1),
};

/**
 * The run protocol an instance's runs followed (tsb run and the site's worker write it):
 * version 3 confirms kills in groups (`judgedRuns`), version 2 with decoys and reference-side
 * re-runs (`referenceConfirmations`); docs/scoring.md, "Confirmed kills".
 */
export const protocolSchema = z.discriminatedUnion("version", [
  z.object({ version: z.literal(3), ...protocolBase, judgedRuns: z.number().int().min(1) }),
  z.object({
    version: z.literal(2),
    ...protocolBase,
    referenceConfirmations: z.number().int().min(0),
  }),
]);

const RUN_KEY =
  /^(reference\/[1-9][0-9]*|mutants\/[^/]+|confirm\/[^/_][^/]*\/[1-9][0-9]*|confirm\/_reference\/[A-Za-z0-9][A-Za-z0-9._-]*)$/;

/**
 * outcomes.json: `reference/<n>`, `mutants/<id>` and the confirmation runs `confirm/<id>/<r>`
 * (on a mutant) and `confirm/_reference/<name>` (on a reference variant) → how that run ended;
 * `protocol`, when the runs followed the confirmed protocol.
 */
export const outcomesSchema = z
  .object({ protocol: protocolSchema.optional() })
  .catchall(runRecordSchema)
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value))
      if (key !== "protocol" && !RUN_KEY.test(key))
        ctx.addIssue({
          code: "custom",
          path: [key],
          message:
            "keys are 'protocol', 'reference/<n>' (n from 1), 'mutants/<id>', 'confirm/<id>/<r>' or 'confirm/_reference/<name>'",
        });
  });

export type RunRecord = z.infer<typeof runRecordSchema>;
export type ProtocolRecord = z.infer<typeof protocolSchema>;

/** The run records of a parsed outcomes.json, without its `protocol`. */
export function runRecords(outcomes: z.infer<typeof outcomesSchema>): Array<[string, RunRecord]> {
  return Object.entries(outcomes).filter(
    (entry): entry is [string, RunRecord] => entry[0] !== "protocol",
  );
}

/**
 * Where a benchmark's builds and runs happen (docs/benchmark-format.md, "Environment"): an OCI
 * image, as an OCI image layout folder or a `docker save` tar, and the digest it must have.
 * `image` is relative to the benchmark folder; `spec` names the `tsb env build` spec that makes it.
 */
export const environmentSchema = z.strictObject({
  image: nonEmpty,
  digest: imageDigest,
  spec: nonEmpty.optional(),
});

export const benchmarkSchema = z.object({
  name: slug,
  version: nonEmpty,
  description: z.string().default(""),
  instances: z.array(slug),
  environment: environmentSchema.optional(),
  /**
   * How the site's worker verifies this benchmark's submissions: `coveringTests`, each mutant
   * with only the tests whose coverage reaches it (docs/benchmark-format.md, "Verification").
   */
  verification: z.strictObject({ coveringTests: z.boolean() }).optional(),
  /**
   * `referenceTimeoutSec`: the time limit of a suite's reference runs and coverage run on this
   * benchmark, over the default 600 s (docs/benchmark-format.md).
   */
  limits: z
    .strictObject({
      referenceTimeoutSec: z
        .number()
        .int("must be a whole number of seconds")
        .positive("must be positive"),
    })
    .optional(),
});

export const sectionSchema = z.object({ id: slug, title: nonEmpty });

export const mutantSchema = z.object({
  id: slug,
  section: slug,
  targetTest: z.string(),
  description: z.string(),
});

/**
 * instance.json. A runnable instance lists its `sections` and `mutants`. A catalog instance (a
 * paper's instance we can show but not re-score) has no mutant list: it gives `mutantCount` and
 * `sectionCount` instead, and `sections` only if it knows them. When both a list and a count are
 * given they must agree.
 */
export const instanceSchema = z
  .object({
    id: slug,
    title: nonEmpty,
    language: z.string().optional(),
    sections: z.array(sectionSchema).optional(),
    sectionCount: z.number().int().nonnegative().optional(),
    referenceTests: z.number().int().nonnegative(),
    mutants: z.array(mutantSchema).optional(),
    mutantCount: z.number().int().nonnegative().optional(),
    /** Overrides the benchmark's environment for this instance. */
    environment: environmentSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.mutants === undefined && value.mutantCount === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["mutants"],
        message: "give either 'mutants' or 'mutantCount'",
      });
    }
    if (value.sections === undefined && value.sectionCount === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["sections"],
        message: "give either 'sections' or 'sectionCount'",
      });
    }
    if (
      value.mutants &&
      value.mutantCount !== undefined &&
      value.mutants.length !== value.mutantCount
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["mutantCount"],
        message: `is ${value.mutantCount} but 'mutants' lists ${value.mutants.length}`,
      });
    }
    if (
      value.sections &&
      value.sectionCount !== undefined &&
      value.sections.length !== value.sectionCount
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["sectionCount"],
        message: `is ${value.sectionCount} but 'sections' lists ${value.sections.length}`,
      });
    }
    if (value.mutants && !value.sections) {
      ctx.addIssue({
        code: "custom",
        path: ["sections"],
        message: "is required when 'mutants' is given",
      });
    }
  });

export type BenchmarkJson = z.infer<typeof benchmarkSchema>;
export type InstanceJson = z.infer<typeof instanceSchema>;
export type EnvironmentJson = z.infer<typeof environmentSchema>;

export type ParsedJson<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

/**
 * Parses `text` as JSON and validates it. On failure returns one problem per issue, each naming
 * `file` and the field path (`mutants[2].section: …`); a syntax error carries line and column.
 */
export function parseJsonFile<T>(schema: z.ZodType<T>, text: string, file: string): ParsedJson<T> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [jsonSyntaxProblem(error, text, file)] };
  }
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({
      file,
      message:
        issue.path.length > 0 ? `${formatPath(issue.path)}: ${issue.message}` : issue.message,
    })),
  };
}

/** `["mutants", 2, "section"]` → `mutants[2].section`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((key, i) =>
      typeof key === "number" ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`,
    )
    .join("");
}

function jsonSyntaxProblem(error: unknown, text: string, file: string): Problem {
  const message = error instanceof Error ? error.message : String(error);
  const position = /at position (\d+)/.exec(message);
  if (!position?.[1]) return { file, message: `invalid JSON: ${message}` };
  // V8 reports an offset; people fix files by line and column.
  const offset = Number(position[1]);
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - before.lastIndexOf("\n");
  return {
    file,
    line,
    column,
    message: `invalid JSON: ${message.replace(/ in JSON at position \d+.*$/, "")}`,
  };
}
