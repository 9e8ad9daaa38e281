import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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
  },
});
