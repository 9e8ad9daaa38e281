import type { IntegrityFlag, IntegrityKind } from "../evaluator/trajectory/analysis/integrity.ts";

/**
 * What a reviewer should read before a submission is ranked. In a suite: the lines by which it
 * could tell its runs apart instead of testing behaviour (docs/running-suites.md, "What a suite
 * can tell apart"); the run protocol already makes each of them useless. In a trajectory: the
 * steps where the agent read what it was not given, tried the network or wrote outside its
 * task folder (docs/trajectories.md, "Review flags"). A flag changes no score. It only says
 * where to look, as benchmark sites query suspicious entries first.
 */
export interface ReviewFlag {
  /** What was read: a suite's source, or an agent's trajectory. */
  source: "suite" | "trajectory";
  file: string;
  /** 1-based line of `file`; a trajectory in one JSON document has none (see `step`). */
  line?: number;
  /** The line as written (a trajectory's: the command or path), trimmed, cut to 200 characters. */
  text: string;
  why: string;
  /** A trajectory's flag: the step (from 0), its trajectory and the kind of finding. */
  step?: number;
  trajectoryId?: number;
  kind?: IntegrityKind;
}

interface Rule {
  why: string;
  test: (line: string) => boolean;
}

/** Names a suite gives the program under test. */
const EXECUTABLE = /(\bexecutable\b|TSB_EXECUTABLE|\bEXE\b|\bexe_path\b)/;
/** Ways to read a file's bytes or size, in Python and in JavaScript. */
const READS_BYTES =
  /(\bopen\s*\(|read_bytes|readFile|readFileSync|createReadStream|getsize|st_size|\bstatSync\b|hashlib|createHash|\bmmap\b|\bsha\d+\b|\bmd5\b)/;

const RULES: Rule[] = [
  {
    why: "reads the executable's bytes or size (a fingerprint of the build, not its behaviour)",
    test: (line) => EXECUTABLE.test(line) && READS_BYTES.test(line),
  },
  {
    why: "reads a process image through /proc (exe, mem, maps)",
    test: (line) => /\/proc\/[^\s"'`]*\/(exe|mem|maps|environ)\b/.test(line),
  },
  {
    why: "uses the kernel keyring (state that could outlive a run)",
    test: (line) =>
      /\b(keyctl|add_key|request_key|keyutils)\b/.test(line) ||
      /syscall\s*\(\s*(248|249|250)\b/.test(line),
  },
  {
    why: "probes or clears the page cache (mincore, preadv2 with RWF_NOWAIT, posix_fadvise)",
    test: (line) => /\b(mincore|RWF_NOWAIT|preadv2|posix_fadvise|fadvise)\b/.test(line),
  },
  {
    why: "reads the mount table (/proc/*/mountinfo)",
    test: (line) => /mountinfo|\/proc\/mounts\b|\/etc\/mtab\b/.test(line),
  },
  {
    why: "reads tsb's confirmation-run selection ($TSB_SELECT): a test that behaves differently in a re-run",
    test: (line) => /TSB_SELECT|PYTEST_ADDOPTS|tsb_select/.test(line),
  },
];

/** Every flagged line of `files` (path → source text), in path and line order. */
export function reviewFlags(files: ReadonlyArray<{ path: string; content: string }>): ReviewFlag[] {
  const flags: ReviewFlag[] = [];
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)))
    for (const [i, line] of file.content.split("\n").entries())
      for (const rule of RULES)
        if (rule.test(line))
          flags.push({
            source: "suite",
            file: file.path,
            line: i + 1,
            text: line.trim().slice(0, 200),
            why: rule.why,
          });
  return flags;
}

/** A stored trajectory's review flags (the evaluator's integrity findings) as review flags. */
export function trajectoryReviewFlags(
  trajectories: ReadonlyArray<{ id: number; path: string; flags: readonly IntegrityFlag[] }>,
): ReviewFlag[] {
  return trajectories.flatMap((t) =>
    t.flags.map((f) => ({
      source: "trajectory" as const,
      file: t.path,
      ...(f.line !== undefined ? { line: f.line } : {}),
      text: f.evidence.trim().slice(0, 200),
      why: f.why,
      step: f.step,
      trajectoryId: t.id,
      kind: f.kind,
    })),
  );
}
