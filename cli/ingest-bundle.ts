import type { BundleReader } from "../evaluator/bundle/open-bundle.ts";
import type { Db } from "../db/client.ts";
import {
  ingestBundle as ingest,
  type IngestOptions,
  type IngestResult,
} from "../ingest/ingest-bundle.ts";
import { BENCHMARKS_DIR } from "./options.ts";

/**
 * `tsb ingest` and `tsb seed`: the ingest pipeline (ingest/ingest-bundle.ts), with benchmarks
 * found under the CLI's benchmarks folder unless the options name another.
 */
export function ingestBundle(
  db: Db,
  bundle: BundleReader,
  options: IngestOptions = {},
): Promise<IngestResult> {
  return ingest(db, bundle, { benchmarksRoot: BENCHMARKS_DIR, ...options });
}
