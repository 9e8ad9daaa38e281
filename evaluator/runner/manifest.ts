import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { TsbError } from "../errors.ts";
import { parseJsonFile } from "../schemas.ts";

/**
 * The build cache's `manifest.json`: for every built executable the cache key it was built
 * from and the sha256 of the file, so `tsb run` can verify what it is about to execute.
 */
const entrySchema = z.union([
  z.object({
    key: z.string(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    path: z.string(),
    /** The image digest it was built in; absent: the host's toolchains. */
    environment: z.string().optional(),
    /** A script sealed behind tsb's launcher: its interpreter (seal-script.ts). */
    sealed: z.string().optional(),
    /** A script that could not be sealed, and why: the suite can read its source. */
    unsealed: z.string().optional(),
  }),
  z.object({ key: z.string(), error: z.string() }),
]);

const changedLinesSchema = z.object({
  file: z.string(),
  lines: z.array(z.number().int().positive()),
  function: z.string().optional(),
});

const coverageTool = z.enum(["gcov", "v8", "go-cover", "llvm-cov"]);

/** The instrumented reference (evaluator/coverage/build-coverage.ts), or why there is none. */
const coverageEntrySchema = z.union([
  z.object({
    key: z.string(),
    tool: coverageTool,
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    path: z.string(),
    /** Reference files (relative to reference/) the tool reports lines of. */
    files: z.array(z.string()),
    /** A script's reference files in the executable: its line n is line n - firstLine + 1. */
    lineMap: z
      .array(z.object({ file: z.string(), firstLine: z.number().int(), lines: z.number().int() }))
      .optional(),
  }),
  z.object({ key: z.string(), tool: coverageTool.optional(), unavailable: z.string() }),
]);

const manifestSchema = z.object({
  schemaVersion: z.literal(1),
  benchmark: z.string(),
  instances: z.record(
    z.string(),
    z.object({
      reference: entrySchema.optional(),
      /** Reference variants 2..k (variant 1 is `reference`), built with TSB_VARIANT set. */
      variants: z.record(z.string().regex(/^[2-9][0-9]*$/), entrySchema).optional(),
      mutants: z.record(z.string(), entrySchema),
      /** Each mutant's changed reference lines (evaluator/coverage/changed-lines.ts). */
      changedLines: z.record(z.string(), z.array(changedLinesSchema)).optional(),
      coverage: coverageEntrySchema.optional(),
    }),
  ),
});

export type ManifestEntry = z.infer<typeof entrySchema>;
export type CoverageEntry = z.infer<typeof coverageEntrySchema>;
export type BuildManifest = z.infer<typeof manifestSchema>;

export const MANIFEST_FILE = "manifest.json";

/** Reads the manifest of `cacheDir`, or returns null when there is none yet. */
export async function readManifest(cacheDir: string): Promise<BuildManifest | null> {
  const file = path.join(cacheDir, MANIFEST_FILE);
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) return null;
  const parsed = parseJsonFile(manifestSchema, text, file);
  if (!parsed.ok)
    throw new TsbError(`${file}: ${parsed.problems.map((p) => p.message).join("; ")}`);
  return parsed.value;
}

/** Writes through a temporary file and a rename, so a killed build never leaves half a manifest. */
export async function writeManifest(cacheDir: string, manifest: BuildManifest): Promise<void> {
  const file = path.join(cacheDir, MANIFEST_FILE);
  for (const entry of Object.values(manifest.instances)) {
    entry.mutants = sortKeys(entry.mutants);
    if (entry.changedLines) entry.changedLines = sortKeys(entry.changedLines);
  }
  manifest.instances = sortKeys(manifest.instances);
  await writeFile(`${file}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}

/**
 * The executable a run names: `reference` (variant 1, or the variant given) or `mutants/<id>`.
 * A cache built before variants existed has only variant 1; later variants fall back to it.
 */
export function manifestEntry(
  manifest: BuildManifest,
  instance: string,
  executable: string,
  variant = 1,
): ManifestEntry | undefined {
  const entry = manifest.instances[instance];
  if (executable === "reference")
    return variant === 1 ? entry?.reference : entry?.variants?.[String(variant)];
  return entry?.mutants[executable.replace(/^mutants\//, "")];
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}
