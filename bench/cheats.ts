/**
 * `npm run bench:cheats`: every cheating suite (evaluator/runner/testing/cheating-suites.ts) and
 * calc's reference suite on all 27 mutants of calc (tsb-mini 1.0), through `tsb run` and through
 * the worker, with the M each reaches. cli/worker/cheating.test.ts runs the same on 9 mutants.
 * BENCH_CHEATS narrows the suites (comma-separated); the worker path runs them all at once.
 */
import {
  makeCheatingWorld,
  mutationScoresThroughWorker,
  mutationScoreThroughRun,
} from "../cli/worker/testing/cheating-world.ts";

const world = await makeCheatingWorld();
try {
  const names = process.env.BENCH_CHEATS?.split(",") ?? Object.keys(world.suites);
  const pct = (m: number | undefined) => (m === undefined ? "–" : `${(100 * m).toFixed(1)}%`);
  const viaRun = new Map<string, number>();
  for (const name of names) {
    const start = performance.now();
    viaRun.set(name, await mutationScoreThroughRun(world, name));
    process.stderr.write(`${name}: tsb run ${((performance.now() - start) / 1000).toFixed(0)} s\n`);
  }
  const viaWorker = await mutationScoresThroughWorker(world, names);
  process.stdout.write("suite                 M via tsb run   M via tsb worker\n");
  for (const name of names)
    process.stdout.write(
      `${name.padEnd(22)}${pct(viaRun.get(name)).padEnd(16)}${pct(viaWorker.get(name))}\n`,
    );
} finally {
  await world.cleanup();
}
