import { z } from "zod";

/** One `owner:token` pair from TSB_UPLOAD_TOKENS or TSB_ADMIN_TOKENS. */
export interface TokenEntry {
  owner: string;
  token: string;
}

/** Bounds on an upload; each stops one class of hostile input (docs/api.md, "Limits"). */
export interface UploadLimits {
  /** Request body, in bytes. */
  maxBodyBytes: number;
  /** Files and folders in the archive. */
  maxEntries: number;
  /** Sum of the files' uncompressed sizes. */
  maxTotalBytes: number;
  /** Uncompressed/compressed ratio, per zip entry and over a whole tar.gz. */
  maxCompressionRatio: number;
  /** Any one file of the bundle, uncompressed: JUnit XML, sources and logs alike. */
  maxFileBytes: number;
  /** Deepest XML element nesting. */
  maxXmlDepth: number;
}

export interface UploadConfig {
  /** Empty: uploading is off. */
  uploadTokens: TokenEntry[];
  adminTokens: TokenEntry[];
  limits: UploadLimits;
  /** Token bucket per token and per address: `burst` uploads at once, refilled `perMinute`. */
  rate: { burst: number; perMinute: number };
  /** Bundles scored at the same time (each in its own process); later ones queue. */
  concurrency: number;
  /** A scoring process still running after this long is killed and the upload refused. */
  timeoutMs: number;
  /** Heap cap of each scoring process, in MiB. */
  memoryMb: number;
  /** Verification jobs one token's owner may have waiting; the next upload gets a 429. */
  queueLimit: number;
  /** A request body that sends nothing for this long is refused (408). */
  bodyIdleMs: number;
  /** A request body not received in full after this long is refused (408). */
  bodyDeadlineMs: number;
  /** Validated uploads awaiting confirmation hold at most this many bytes; then 503. */
  maxStagedBytes: number;
}

const MiB = 1024 * 1024;

/** The defaults: roomy for a full-scale bundle, small enough that no upload can hurt the host. */
export const defaultLimits: Readonly<UploadLimits> = Object.freeze({
  maxBodyBytes: 256 * MiB,
  maxEntries: 100_000,
  maxTotalBytes: 2048 * MiB,
  maxCompressionRatio: 200,
  maxFileBytes: 64 * MiB,
  maxXmlDepth: 64,
});

const positiveInt = (name: string) =>
  z
    .string()
    .regex(/^[1-9][0-9]*$/, `${name} must be a positive whole number`)
    .transform(Number);

const tokenList = (name: string) =>
  z
    .string()
    .transform((text) =>
      text
        .split(",")
        .map((pair) => pair.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^[^:\s]+:\S{16,}$/,
            `${name}: each entry is owner:token, the token 16+ characters`,
          )
          .transform((pair) => {
            const at = pair.indexOf(":");
            return { owner: pair.slice(0, at), token: pair.slice(at + 1) };
          }),
      ),
    );

const envSchema = z.object({
  TSB_UPLOAD_TOKENS: tokenList("TSB_UPLOAD_TOKENS").default([]),
  TSB_ADMIN_TOKENS: tokenList("TSB_ADMIN_TOKENS").default([]),
  TSB_MAX_BODY_BYTES: positiveInt("TSB_MAX_BODY_BYTES").optional(),
  TSB_MAX_ENTRIES: positiveInt("TSB_MAX_ENTRIES").optional(),
  TSB_MAX_TOTAL_BYTES: positiveInt("TSB_MAX_TOTAL_BYTES").optional(),
  TSB_MAX_COMPRESSION_RATIO: positiveInt("TSB_MAX_COMPRESSION_RATIO").optional(),
  TSB_MAX_FILE_BYTES: positiveInt("TSB_MAX_FILE_BYTES").optional(),
  TSB_MAX_XML_DEPTH: positiveInt("TSB_MAX_XML_DEPTH").optional(),
  TSB_UPLOAD_BURST: positiveInt("TSB_UPLOAD_BURST").default(10),
  TSB_UPLOADS_PER_MINUTE: positiveInt("TSB_UPLOADS_PER_MINUTE").default(10),
  TSB_UPLOAD_CONCURRENCY: positiveInt("TSB_UPLOAD_CONCURRENCY").default(2),
  TSB_UPLOAD_TIMEOUT_SEC: positiveInt("TSB_UPLOAD_TIMEOUT_SEC").default(600),
  TSB_UPLOAD_MEMORY_MB: positiveInt("TSB_UPLOAD_MEMORY_MB").default(1024),
  TSB_QUEUE_LIMIT: positiveInt("TSB_QUEUE_LIMIT").default(5),
  TSB_BODY_IDLE_SEC: positiveInt("TSB_BODY_IDLE_SEC").default(60),
  TSB_BODY_DEADLINE_SEC: positiveInt("TSB_BODY_DEADLINE_SEC").default(600),
  TSB_MAX_STAGED_BYTES: positiveInt("TSB_MAX_STAGED_BYTES").default(2 * 1024 * MiB),
});

/**
 * Reads the upload settings from the environment on every call (cheap), so a test or an
 * operator changing a variable takes effect without a restart. A malformed variable throws,
 * naming it: a typo must not silently turn a limit off.
 */
export function uploadConfig(env: Record<string, string | undefined> = process.env): UploadConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith("TSB_") && v !== "")),
  );
  if (!parsed.success) {
    throw new Error(
      `upload settings: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  const e = parsed.data;
  return {
    uploadTokens: e.TSB_UPLOAD_TOKENS,
    adminTokens: e.TSB_ADMIN_TOKENS,
    limits: {
      maxBodyBytes: e.TSB_MAX_BODY_BYTES ?? defaultLimits.maxBodyBytes,
      maxEntries: e.TSB_MAX_ENTRIES ?? defaultLimits.maxEntries,
      maxTotalBytes: e.TSB_MAX_TOTAL_BYTES ?? defaultLimits.maxTotalBytes,
      maxCompressionRatio: e.TSB_MAX_COMPRESSION_RATIO ?? defaultLimits.maxCompressionRatio,
      maxFileBytes: e.TSB_MAX_FILE_BYTES ?? defaultLimits.maxFileBytes,
      maxXmlDepth: e.TSB_MAX_XML_DEPTH ?? defaultLimits.maxXmlDepth,
    },
    rate: { burst: e.TSB_UPLOAD_BURST, perMinute: e.TSB_UPLOADS_PER_MINUTE },
    concurrency: e.TSB_UPLOAD_CONCURRENCY,
    timeoutMs: e.TSB_UPLOAD_TIMEOUT_SEC * 1000,
    memoryMb: e.TSB_UPLOAD_MEMORY_MB,
    queueLimit: e.TSB_QUEUE_LIMIT,
    bodyIdleMs: e.TSB_BODY_IDLE_SEC * 1000,
    bodyDeadlineMs: e.TSB_BODY_DEADLINE_SEC * 1000,
    maxStagedBytes: e.TSB_MAX_STAGED_BYTES,
  };
}
