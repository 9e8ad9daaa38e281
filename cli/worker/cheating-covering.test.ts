import { describeCheatingTests } from "./testing/cheating-tests.ts";

/**
 * The run protocol in covering-tests mode (`tsb run --covering-tests`), on calc of tsb-mini 1.0 as
 * root: a first-pass mutant run there selects the tests whose coverage reaches the mutant, and a reference run selects none, so a run can tell by
 * its selection that its program is a mutant. "select-aware" fails in every run that selects;
 * it must kill nothing, since a kill's confirmation group runs the same selection on reference
 * variants (docs/scoring.md, "Confirmed kills"), while calc's reference suite, run the same way,
 * kills every mutant. Through `tsb run` here; cheating.slow.test.ts (`npm run test:slow`) runs the
 * same through the worker, and `BENCH_COVERING=1 npm run bench:cheats` every suite both ways.
 */
describeCheatingTests({
  mutants: 3,
  covering: true,
  cheats: ["select-aware"],
  memory: [],
  worker: [],
});
