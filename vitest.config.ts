import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * One browser test file first, the other browser files after every other file. The first browser
 * file runs `next build` (e2e/harness.ts, a minute or more), and every other browser file waits
 * for it under a lock: two of them at the start left one of CI's two workers waiting through the
 * whole build, where now it runs the evaluator's files.
 */
class BuildFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = (f: TestSpecification) => f.moduleId.includes("/e2e/");
    const [first, ...rest] = sorted.filter(browser);
    return [...(first ? [first] : []), ...sorted.filter((f) => !browser(f)), ...rest];
  }
}

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    // `*.slow.test.ts`: end-to-end checks too slow for every run of CI (a real Slurm cluster's
    // time limits, every cheating suite, every machine fault); `npm run test:slow` runs them
    // (vitest.slow.config.ts). Each keeps a faster sibling here.
    exclude: ["node_modules/**", ".next/**", "data/**", ".cache/**", "**/*.slow.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Vitest's default is one file at a time on a 2-core machine (cores − 1). Most slow files
    // wait on subprocesses, a scheduler or a browser rather than compute, and each keeps to job
    // slots (sandbox uids), ports and folders of its own, so two files at once at least.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: BuildFirstSequencer },
  },
});
