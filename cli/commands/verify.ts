import type { Command } from "commander";
import { registerExport } from "./verify-export.ts";
import { registerImport } from "./verify-import.ts";
import { registerProgress } from "./verify-progress.ts";

/**
 * `tsb verify`: a submission verified on a batch cluster instead of by a worker. `export`
 * writes its plan, `progress` follows the shards, `import` decides it from their merge.
 */
export function register(program: Command): void {
  const verify = program
    .command("verify")
    .description(
      "verify a submission on a batch cluster: export its suites and run plan, import the merged result",
    );

  registerExport(verify);
  registerProgress(verify);
  registerImport(verify);
}
