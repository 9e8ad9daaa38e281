import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("./numpy_bootstrap.py", import.meta.url));

/** Whether python3 with numpy is there to check the bootstrap independently. */
export const hasNumpy = spawnSync("python3", ["-c", "import numpy"]).status === 0;

/**
 * The 95% percentile bootstrap interval of the mean of `values`, computed by numpy with its own
 * generator (numpy_bootstrap.py), as an independent check of evaluator/stats.
 */
export function numpyInterval(values: (number | null)[], seed: number): [number, number] {
  const run = spawnSync("python3", [script], { input: JSON.stringify({ values, seed }) });
  if (run.status !== 0) throw new Error(run.stderr.toString());
  return JSON.parse(run.stdout.toString()) as [number, number];
}
