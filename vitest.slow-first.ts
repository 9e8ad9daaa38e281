import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The slowest test files, slowest first, as measured on a clean clone (`npx vitest run
 * --reporter=json`, each file's end − start, 2 cores). Vitest orders files by the durations it
 * cached on an earlier run; a clean clone (CI) has no cache, so Vitest orders by file size and
 * the slowest file, a short one, started last: 2 minutes ran on one core alone. Starting the
 * long ones first is the longest-processing-time rule; the rest keep Vitest's order.
 */
const SLOWEST = [
  "cli/commands/verify-slurm.test.ts",
  "cli/worker/cheating.test.ts",
  "lib/upload/upload-route.test.ts",
  "cli/worker/machine-faults.test.ts",
  "evaluator/environment/run-in-image.test.ts",
  "cli/worker/image-only.test.ts",
  "cli/worker/worker.test.ts",
  "e2e/upload.test.ts",
  "cli/worker/hostile.test.ts",
  "cli/commands/verify.test.ts",
  "cli/commands/run-covering.test.ts",
];

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification): number => {
      const at = SLOWEST.indexOf(path.relative(this.ctx.config.root, spec.moduleId));
      return at === -1 ? SLOWEST.length : at;
    };
    // Array.prototype.sort is stable: files outside the list keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
