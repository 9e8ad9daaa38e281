/**
 * What the baseline agent takes from a spec.md: the examples it shows and a few rules it
 * states in a fixed phrasing, each as one test case. Nothing else is inferred; a model-free
 * agent that reads only what the spec writes out is the floor a real agent should beat.
 *
 * Read from the spec:
 * - example sessions in fenced blocks: `$ COMMAND` and the lines after it, its output (lines
 *   that start with `PROG: ` are diagnostics, expected on standard error);
 * - inline examples: `` `CMD` prints `OUT` ``, `` `CMD` → `OUT` ``, `` `CMD` gives `OUT` ``
 *   (not after "with", which adds to an example stated before),
 *   `` `OPTS` on `INPUT` → `OUT` `` (INPUT is one line of standard input, kept for the rest of
 *   the paragraph), with a paragraph's `Examples (`OPTS`):` prefix added to each;
 *   `input `X` gives `Y`` (X on standard input), also with a fenced block as Y. CMD is run as
 *   written when it starts with the program's name, after it when it starts with `-` or names
 *   one of the program's commands (from its usage lines), and is skipped otherwise;
 * - `` `--help` ... first line is exactly `X` ``;
 * - a paragraph saying usage errors exit with status N: an unknown long option exits N and
 *   prints nothing on standard output.
 */
export interface SpecCase {
  /** A pytest function name, unique in the suite. */
  name: string;
  /** The spec section (its `## ` heading) the case came from. */
  section: string;
  /** 1-based line of spec.md the case came from. */
  line: number;
  /** A shell command line; the program is on PATH under its own name. */
  command: string;
  stdin?: string;
  /** The whole standard output expected. */
  stdout?: string;
  /** Only the first line of standard output, for a case that states no more. */
  stdoutFirstLine?: string;
  /** Diagnostic lines expected on standard error, each in full. */
  stderrLines?: string[];
  exitCode?: number;
}

export interface SpecReading {
  program: string;
  /** Commands named by the usage lines (`semver bump ...`), for inline examples. */
  commands: string[];
  cases: SpecCase[];
}

interface Block {
  kind: "fence" | "paragraph";
  line: number;
  lines: string[];
  section: string;
}

/** Reads the cases out of a spec's markdown. */
export function readSpecCases(markdown: string): SpecReading {
  const program = /^#\s+(\S+)/m.exec(markdown)?.[1]?.replace(/`/g, "") ?? "program";
  const blocks = splitBlocks(markdown);
  const commands = usageCommands(blocks, program);
  const cases: SpecCase[] = [];
  const names = new Map<string, number>();
  const seen = new Set<string>();
  const add = (c: Omit<SpecCase, "name">, kind: string) => {
    const key = JSON.stringify([c.command, c.stdin ?? null]);
    if (seen.has(key)) return;
    seen.add(key);
    const base = `test_${slug(c.section) || "spec"}_${kind}`;
    const n = (names.get(base) ?? 0) + 1;
    names.set(base, n);
    cases.push({ name: `${base}_${n}`, ...c });
  };
  let usageDone = false;
  blocks.forEach((block, i) => {
    if (block.kind === "fence") {
      for (const c of sessionCases(block, program)) add(c, "example");
      return;
    }
    const text = block.lines.join(" ");
    const next = blocks[i + 1];
    for (const c of inlineCases(block, text, program, commands, next)) add(c, "example");
    const help = /`(--help)`[^.]*?first line is exactly\s+`([^`]+)`/.exec(text);
    if (help?.[1] && help[2])
      add(
        {
          section: block.section,
          line: block.line,
          command: `${program} ${help[1]}`,
          stdoutFirstLine: help[2],
          exitCode: 0,
        },
        "help",
      );
    const usage = /usage errors?\b[\s\S]*?exits? with status \**(\d+)\**/i.exec(text);
    if (!usageDone && usage?.[1]) {
      usageDone = true;
      add(
        {
          section: block.section,
          line: block.line,
          command: `${program} --no-such-option-baseline`,
          stdout: "",
          exitCode: Number(usage[1]),
        },
        "usage_error",
      );
    }
  });
  return { program, commands, cases };
}

/** `$ COMMAND` lines of a fenced block and the output lines after each. */
function sessionCases(block: Block, program: string): Omit<SpecCase, "name">[] {
  const out: Omit<SpecCase, "name">[] = [];
  let current: { command: string; line: number; output: string[] } | null = null;
  const flush = () => {
    if (current && mentions(current.command, program)) {
      const diagnostics = current.output.filter((l) => l.startsWith(`${program}: `));
      const stdout = current.output.filter((l) => !l.startsWith(`${program}: `));
      out.push({
        section: block.section,
        line: current.line,
        command: current.command,
        stdout: stdout.map((l) => `${l}\n`).join(""),
        ...(diagnostics.length ? { stderrLines: diagnostics } : {}),
      });
    }
    current = null;
  };
  block.lines.forEach((l, k) => {
    if (l.startsWith("$ ")) {
      flush();
      current = { command: l.slice(2), line: block.line + 1 + k, output: [] };
    } else if (current) current.output.push(l);
  });
  flush();
  return out;
}

/** The inline examples of one paragraph, in the order written. */
function inlineCases(
  block: Block,
  text: string,
  program: string,
  commands: readonly string[],
  next: Block | undefined,
): Omit<SpecCase, "name">[] {
  const out: Omit<SpecCase, "name">[] = [];
  const context = /Examples?\s*\(`([^`]+)`\)/.exec(text)?.[1];
  let input: string | undefined;
  const pattern =
    /`([^`]+)`\s*(?:on\s+`([^`]*)`\s*)?(?:→|prints(?:\s+exactly)?|gives)\s*`([^`]*)`/g;
  for (const m of text.matchAll(pattern)) {
    const [, cmd = "", on, expected = ""] = m;
    const before = text.slice(0, m.index);
    // "... with `--no-sort` gives ...": an option added to an example stated before, whose
    // input and other options this reading does not follow.
    if (/\bwith\s*$/.test(before)) continue;
    if (/\binput\s*$/.test(before)) {
      out.push({
        section: block.section,
        line: block.line,
        command: program,
        stdin: cmd,
        stdout: `${expected}\n`,
      });
      continue;
    }
    if (on !== undefined) input = `${on}\n`;
    const command = commandLine(cmd, program, commands, context);
    if (command === null) continue;
    out.push({
      section: block.section,
      line: block.line,
      command,
      ...(input !== undefined && cmd.startsWith("-") ? { stdin: input } : {}),
      stdout: `${expected}\n`,
    });
  }
  // "input `X` gives" at the end of a paragraph: the fenced block after it is the output.
  const trailing = /\binput\s+`([^`]+)`\s+gives\s*:?\s*$/.exec(text);
  if (trailing?.[1] && next?.kind === "fence" && !next.lines.some((l) => l.startsWith("$ ")))
    out.push({
      section: block.section,
      line: block.line,
      command: program,
      stdin: trailing[1],
      stdout: next.lines.map((l) => `${l}\n`).join(""),
    });
  return out;
}

function commandLine(
  cmd: string,
  program: string,
  commands: readonly string[],
  context: string | undefined,
): string | null {
  if (cmd === program || cmd.startsWith(`${program} `)) return cmd;
  if (cmd.startsWith("-")) return [program, context, cmd].filter(Boolean).join(" ");
  const first = cmd.split(/\s+/)[0] ?? "";
  if (commands.includes(first)) return `${program} ${cmd}`;
  return null;
}

/** Commands named in the usage lines: `PROG WORD ...` where WORD is a plain lowercase word. */
function usageCommands(blocks: readonly Block[], program: string): string[] {
  const found = new Set<string>();
  for (const b of blocks)
    if (b.kind === "fence" && !b.lines.some((l) => l.startsWith("$ ")))
      for (const l of b.lines) {
        const word = new RegExp(`^${escape(program)}\\s+([a-z][a-z0-9-]*)\\b`).exec(l)?.[1];
        if (word && word !== word.toUpperCase()) found.add(word);
      }
  return [...found];
}

function mentions(command: string, program: string): boolean {
  return new RegExp(`(^|[\\s|;&(])${escape(program)}(\\s|$)`).test(command);
}

/** Fenced blocks and paragraphs (a list item starts a new one), each with its section. */
function splitBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let section = "";
  let current: Block | null = null;
  let fence = false;
  const lines = markdown.split("\n");
  lines.forEach((raw, i) => {
    const line = raw.replace(/\r$/, "");
    if (/^```/.test(line)) {
      if (fence) {
        fence = false;
        current = null;
      } else {
        fence = true;
        current = { kind: "fence", line: i + 1, lines: [], section };
        blocks.push(current);
      }
      return;
    }
    if (fence) {
      current?.lines.push(line);
      return;
    }
    const heading = /^##\s+(.*)$/.exec(line);
    if (heading) {
      section = heading[1]?.trim() ?? "";
      current = null;
      return;
    }
    if (line.trim() === "" || line.startsWith("#")) {
      current = null;
      return;
    }
    if (!current || /^\s*([-*]|\d+\.)\s/.test(line)) {
      current = { kind: "paragraph", line: i + 1, lines: [], section };
      blocks.push(current);
    }
    current.lines.push(line.trim());
  });
  return blocks;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 40);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
