import type { DataMigrationSteps } from "../db/data-migrations.ts";
import { rederiveSkippedVerdicts } from "./rederive-skipped.ts";
import { storeReachStatus } from "./store-reach-status.ts";

/** What each data migration db/data-migrations.ts names does (re-deriving is evaluator work). */
export const DATA_MIGRATION_STEPS: DataMigrationSteps = {
  "0002-rederive-skipped-verdicts": rederiveSkippedVerdicts,
  "0015-store-reach-status": storeReachStatus,
};
