/**
 * Lines of a submitted suite that a reviewer should read before the suite is ranked: the ways
 * a suite could tell its runs apart instead of testing behaviour (docs/running-suites.md, "What
 * a suite can tell apart"). The run protocol already makes each of them useless; a flag changes
 * no score. It only says where to look, as benchmark sites query suspicious entries first.
 */
export interface ReviewFlag {
  file: string;
  line: number;
  /** The line as written, trimmed and cut to 200 characters. */
  text: string;
  why: string;
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
            file: file.path,
            line: i + 1,
            text: line.trim().slice(0, 200),
            why: rule.why,
          });
  return flags;
}
