/**
 * `npm run bench:cheats`: every cheating suite (evaluator/runner/testing/cheating-suites.ts and
 * the memory-keyed ones of memory-suites.ts) and the instance's reference suite on all mutants of
 * calc (tsb-mini 1.0), through `tsb run` and through the worker, with the M each reaches.
 * cli/worker/cheating.test.ts runs one suite of each kind on 3 mutants. BENCH_CHEATS narrows the suites
 * (comma-separated), BENCH_INSTANCE picks another instance (BENCH_VERSION=1.1 for semver),
 * BENCH_MUTANTS keeps its first n mutants, BENCH_JOBS lists the --jobs to measure (default
 * "1,2"), BENCH_IMAGE=1 builds and runs in tsb-mini 1.1's environment image (with
 * BENCH_VERSION=1.1; build the image first), BENCH_WORKER=0 skips the worker path and BENCH_RUN=0
 * the tsb run path. The page cache of /usr is dropped before each memory suite, so each starts
 * from an empty memory. "perfect-memory" is the memory suites' ceiling: their inputs with the
 * reference's outputs written in, the M a memory that worked from the first run would reach.
 * BENCH_COVERING=1 makes every run (the worker's too) a covering-tests run, where a mutant's run
 * selects its tests: "select-aware" fails whenever a run selects.
 * BENCH_SLOT_BASE moves its sandbox slots (runs from there, the worker's from there + 40), for a
 * second bench or a benchmark check on the same machine.
 */
import { parseSlotBase } from "../cli/options.ts";
import {
  forgetPageCache,
  makeCheatingWorld,
  mutationScoresThroughWorker,
  mutationScoreThroughRun,
} from "../cli/worker/testing/cheating-world.ts";

const world = await makeCheatingWorld({
  instance: process.env.BENCH_INSTANCE ?? "calc",
  version: process.env.BENCH_VERSION === "1.1" ? "1.1" : "1.0",
  ...(process.env.BENCH_MUTANTS ? { mutants: Number(process.env.BENCH_MUTANTS) } : {}),
  image: process.env.BENCH_IMAGE === "1",
  slotBase: parseSlotBase(process.env.BENCH_SLOT_BASE ?? "0"),
  covering: process.env.BENCH_COVERING === "1",
});
const memory = (name: string) => name.startsWith("vote-");
const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(0)} s`;
try {
  const names = process.env.BENCH_CHEATS?.split(",") ?? Object.keys(world.suites);
  const jobsList = (process.env.BENCH_JOBS ?? "1,2").split(",").map(Number);
  const pct = (m: number | undefined) => (m === undefined ? "–" : `${(100 * m).toFixed(1)}%`);
  const scores = new Map<string, number>();
  for (const jobs of jobsList) {
    for (const name of process.env.BENCH_RUN === "0" ? [] : names) {
      if (memory(name)) forgetPageCache();
      const start = performance.now();
      const m = await mutationScoreThroughRun(world, name, { jobs });
      scores.set(`${name} run ${jobs}`, m);
      // Each figure as it comes, so that a bench stopped early (a flatjson one takes hours) keeps them.
      process.stderr.write(`${name}: tsb run --jobs ${jobs}: M ${pct(m)}, ${seconds(start)}\n`);
    }
    if (process.env.BENCH_WORKER === "0") continue;
    // The memory suites are verified one at a time, each from an empty memory; the others together.
    const batches = [names.filter((n) => !memory(n)), ...names.filter(memory).map((n) => [n])];
    for (const batch of batches.filter((b) => b.length > 0)) {
      if (batch.some(memory)) forgetPageCache();
      const start = performance.now();
      const found = await mutationScoresThroughWorker(world, batch, { jobs });
      for (const [name, m] of found) scores.set(`${name} worker ${jobs}`, m);
      const ms = [...found].map(([name, m]) => `${name} ${pct(m)}`).join(", ");
      process.stderr.write(`worker --jobs ${jobs}: M ${ms}, ${seconds(start)}\n`);
    }
  }
  process.stdout.write(
    `${world.instance} (tsb-mini ${world.benchmark.version}${world.environments ? ", in its image" : ""}${world.covering ? ", covering-tests mode" : ""}), ${world.benchmark.instances[0]?.mutants?.length ?? 0} mutants, uid ${process.getuid?.()}\n` +
      `${"suite".padEnd(22)}${jobsList.map((j) => `run -j${j}`.padEnd(12) + `worker -j${j}`.padEnd(12)).join("")}\n`,
  );
  for (const name of names)
    process.stdout.write(
      name.padEnd(22) +
        jobsList
          .map(
            (j) =>
              pct(scores.get(`${name} run ${j}`)).padEnd(12) +
              pct(scores.get(`${name} worker ${j}`)).padEnd(12),
          )
          .join("") +
        "\n",
    );
} finally {
  await world.cleanup();
}
