/**
 * Every table of the core schema, by domain in db/schema/, and their row types: `$inferSelect`
 * (`…Row`) as drizzle reads a row and `$inferInsert` (`New…`) as an insert takes it. Queries and
 * writers take their row types, and the unions of the enum columns (`SubmissionRow["origin"]`,
 * `VerificationJob["state"]`), from here. `SubmissionRow`'s keys also name the columns the metric
 * registry uses; `InstanceScoreRow` is a `submission_instances` row (one instance's figures for
 * one submission). The coverage tables are in db/coverage-schema.ts.
 */
export * from "./schema/benchmarks.ts";
export * from "./schema/submissions.ts";
export * from "./schema/results.ts";
export * from "./schema/records.ts";
export * from "./schema/verification.ts";

/**
 * A row as raw SQL (better-sqlite3's `prepare`) returns it, where drizzle's builder would map
 * it: a `mode: "boolean"` column comes back as the integer SQLite stores (0 or 1). Raw reads on
 * the paths a bench times type their camelCase-aliased rows as `RawRow<Pick<…Row, …>>`, so the
 * other columns keep the schema's types and unions.
 */
export type RawRow<T> = { [K in keyof T]: RawValue<T[K]> };
type RawValue<V> = V extends boolean ? number : V;
export * from "./schema/trajectories.ts";
