import { defineConfig } from "vitest/config";
import base from "./vitest.config.ts";

/**
 * `npm run test:slow`: the end-to-end checks kept out of `npm test` for CI's time (the files
 * named `*.slow.test.ts`). Run them after changing the sandbox, the worker or the Slurm path.
 * (Spread rather than mergeConfig, which would append to the base's exclude list.)
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["**/*.slow.test.ts"],
    exclude: ["node_modules/**", ".next/**", "data/**", ".cache/**"],
  },
});
