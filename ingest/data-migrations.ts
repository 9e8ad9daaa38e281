import type { DataMigrationSteps } from "../db/data-migrations.ts";
import { rederiveSkippedVerdicts } from "./rederive-skipped.ts";

/** What each data migration db/data-migrations.ts names does (re-deriving is evaluator work). */
export const DATA_MIGRATION_STEPS: DataMigrationSteps = {
  "0002-rederive-skipped-verdicts": rederiveSkippedVerdicts,
};
