import { z } from "zod";

/**
 * `shard.json`, written at the root of a shard's bundle when the shard has finished: which shard it is and the full
 * run plan of the evaluation, so `tsb merge` can tell a gap from a run that was never planned.
 * `tsb score` ignores it (with a warning); merged bundles do not carry it.
 */
export const SHARD_FILE = "shard.json";

export const shardFileSchema = z.object({
  schemaVersion: z.literal(1),
  benchmark: z.string(),
  shard: z.object({
    index: z.number().int().positive(),
    count: z.number().int().positive(),
    sharding: z.enum(["slice", "round-robin"]),
  }),
  /** Every run of the evaluation as `<instance>/reference/<n>` or `<instance>/mutants/<id>`. */
  plan: z.array(z.string()),
  /** The runs this shard owns (a subset of plan). */
  owned: z.array(z.string()),
});

export type ShardFile = z.infer<typeof shardFileSchema>;
