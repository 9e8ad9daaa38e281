/**
 * `npm run bench:cheats`: every cheating suite (evaluator/runner/testing/cheating-suites.ts) and
 * the instance's reference suite on all mutants of calc (tsb-mini 1.0), through `tsb run` and
 * through the worker, with the M each reaches. cli/worker/cheating.test.ts runs the same on 5
 * mutants. BENCH_CHEATS narrows the suites (comma-separated; the worker path runs them all at
 * once), BENCH_INSTANCE picks another instance (BENCH_VERSION=1.1 for semver), BENCH_MUTANTS
 * keeps its first n mutants, BENCH_WORKER=0 skips the worker path and BENCH_RUN=0 the tsb run
 * path.
 */
import {
  makeCheatingWorld,
  mutationScoresThroughWorker,
  mutationScoreThroughRun,
} from "../cli/worker/testing/cheating-world.ts";

const world = await makeCheatingWorld({
  instance: process.env.BENCH_INSTANCE ?? "calc",
  version: process.env.BENCH_VERSION === "1.1" ? "1.1" : "1.0",
  ...(process.env.BENCH_MUTANTS ? { mutants: Number(process.env.BENCH_MUTANTS) } : {}),
});
try {
  const names = process.env.BENCH_CHEATS?.split(",") ?? Object.keys(world.suites);
  const pct = (m: number | undefined) => (m === undefined ? "–" : `${(100 * m).toFixed(1)}%`);
  const viaRun = new Map<string, number>();
  for (const name of process.env.BENCH_RUN === "0" ? [] : names) {
    const start = performance.now();
    viaRun.set(name, await mutationScoreThroughRun(world, name));
    process.stderr.write(`${name}: tsb run ${((performance.now() - start) / 1000).toFixed(0)} s\n`);
  }
  const start = performance.now();
  const viaWorker =
    process.env.BENCH_WORKER === "0"
      ? new Map<string, number>()
      : await mutationScoresThroughWorker(world, names);
  if (process.env.BENCH_WORKER !== "0")
    process.stderr.write(`worker: ${((performance.now() - start) / 1000).toFixed(0)} s
`);
  process.stdout.write(
    `${world.instance}, ${world.benchmark.instances[0]?.mutants?.length ?? 0} mutants\n` +
      "suite                 M via tsb run   M via tsb worker\n",
  );
  for (const name of names)
    process.stdout.write(
      `${name.padEnd(22)}${pct(viaRun.get(name)).padEnd(16)}${pct(viaWorker.get(name))}\n`,
    );
} finally {
  await world.cleanup();
}
