import { describeCheatingTests } from "./testing/cheating-tests.ts";

/**
 * The run protocol against suites that assert no behaviour and try to score by telling their
 * runs apart (evaluator/runner/testing/cheating-suites.ts), on calc of tsb-mini 1.0, through
 * `tsb run` and through the worker, as root (CI's case), and suites that remember what the other
 * runs of a verification saw (memory-suites.ts). Each must score M ≤ 5% — none of the 3 mutants
 * kept here killed — while calc's own reference suite, run the same way, kills every one, and
 * the memory suites' inputs with the reference's outputs written in ("perfect-memory", what a
 * memory that worked would know) kill one of the 3.
 *
 * One suite of each kind of channel runs here (an output's identity, the page cache, the kernel's
 * keyrings, the process image; a memory kept in the page cache and one handed on through locks),
 * so that `npm test` stays within CI's time; sandbox-memory.test.ts and sandbox-isolation.test.ts
 * close each channel directly. cheating.slow.test.ts (`npm run test:slow`) runs every suite,
 * and `npm run bench:cheats` every suite on every mutant of any instance at --jobs 1 and 2 (its
 * figures are in docs/running-suites.md, "What a suite can tell apart"): run both after any
 * change to the sandbox.
 */
describeCheatingTests({
  mutants: 3,
  cheats: ["hash", "page-cache", "keyring", "process-image"],
  memory: [
    ["vote-page-cache", 1],
    ["vote-locks", 2],
  ],
  worker: ["honest", "perfect-memory", "hash", "mountinfo", "vote-page-cache"],
});
