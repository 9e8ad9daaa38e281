import { splitShell } from "../classify/shell-split.ts";
import { unwrap } from "../classify/shell-command.ts";
import type { Step } from "../types.ts";
import { isAgentStep } from "./agent-steps.ts";
import { baseName, isTestFile, stem, suiteFileOf } from "./paths.ts";

/** One finding in a trajectory: the step that shows it, why, and the text that shows it. */
export interface StepFinding {
  /** The step's `index` in its trajectory. */
  step: number;
  why: string;
  /** The path or command that shows it, cut to 200 characters. */
  evidence: string;
  /** The step's line in its file, where the format has lines (JSON Lines, text logs). */
  line?: number;
}

/** Table 3 of the paper, for one trajectory: the first step of each kind, or null. */
export interface CreationFindings {
  executable: StepFinding | null;
  mutants: StepFinding | null;
}

export interface CreationContext {
  /** Names the program under test goes by (`tally`; `fd` for `sharkdp__fd`). */
  programNames: readonly string[];
  /** The suite's files, relative to `suite/`: writing them is writing the suite. */
  suiteFiles: readonly string[];
}

const CODE = /\.(py|c|cc|cpp|cxx|h|hpp|rs|go|js|mjs|cjs|ts|sh|bash|rb|pl|java|kt|swift|zig|lua)$/i;
/** Names that say a file stands in for the program. */
const IMPLEMENTATION =
  /(^|[_.-])(impl|implementation|reference|ref_impl|stand[_-]?in|standin|fake|stub|mock|oracle|emulat\w*|simulat\w*|reimpl\w*|clone|main)([_.-]|$)/i;
const COMPILERS = new Set(["gcc", "cc", "clang", "g++", "c++", "clang++", "rustc", "tcc", "javac"]);
const BUILDERS: Record<string, readonly string[]> = {
  cargo: ["build", "run", "install"],
  go: ["build", "run", "install"],
};
/** The paper's "shell action mentioning mutation", and the mutation tools by name. */
export const MUTATION =
  /mutant|mutation|mutate|mutmut|mutpy|cosmic[-_ ]?ray|stryker|\bmull\b|pitest/i;

/**
 * Whether a trajectory tried to write an executable (an implementation of the program under
 * test, not a test) or to make mutants, as the paper's rule-based parser counts for its Table 3
 * ("write executable", "shell action mentioning mutation"), with the first step that shows each.
 *
 * An executable: writing a file that is not the suite's and not named as a test, and that is
 * named `executable` or `build.sh`, after the program (`tally`, `tally.py`), or as a stand-in
 * (`impl.py`, `fake_tally.c`, `main.rs`, `reference.py`); `chmod +x` on such a file;
 * or compiling a program (gcc, clang, rustc, `cargo build`, `go build`, `make`). Mutants: an
 * action whose command line, tool name or files mention mutants or mutation (or a mutation
 * tool: mutmut, Stryker, ...). What the agent wrote in a message is not an action.
 */
export function findCreation(steps: readonly Step[], context: CreationContext): CreationFindings {
  const programs = new Set(context.programNames.map((p) => p.toLowerCase()));
  let executable: StepFinding | null = null;
  let mutants: StepFinding | null = null;
  for (const step of steps) {
    if (!isAgentStep(step)) continue;
    executable ??= executableIn(step, programs, context.suiteFiles);
    mutants ??= mutationIn(step);
    if (executable && mutants) break;
  }
  return { executable, mutants };
}

function executableIn(
  step: Step,
  programs: ReadonlySet<string>,
  suiteFiles: readonly string[],
): StepFinding | null {
  const at = (why: string, evidence: string): StepFinding => ({
    step: step.index,
    why,
    evidence: evidence.slice(0, 200),
    ...lineOf(step),
  });
  for (const f of step.files) {
    if (f.access !== "write") continue;
    const why = standsIn(f.path, programs, suiteFiles);
    if (why) return at(why, f.path);
  }
  const command = step.tool?.command?.text;
  if (command === undefined || !step.effects?.some((c) => c === "execute" || c === "write"))
    return null;
  for (const simple of splitShell(command)) {
    const [program = "", ...args] = unwrap(simple.words);
    const name = baseName(program);
    const mode = name === "chmod" ? args.findIndex(grantsExecute) : -1;
    if (mode >= 0)
      for (const target of args.slice(mode + 1))
        if (!target.startsWith("-") && standsIn(target, programs, suiteFiles))
          return at("makes a stand-in for the program executable", simple.words.join(" "));
    if (COMPILERS.has(name)) return at(`compiles a program (${name})`, simple.words.join(" "));
    if (name === "make" || BUILDERS[name]?.includes(args.find((a) => !a.startsWith("-")) ?? ""))
      return at(`builds a program (${name})`, simple.words.join(" "));
  }
  return null;
}

function mutationIn(step: Step): StepFinding | null {
  const texts = [
    step.tool?.command?.text,
    step.tool?.command ? undefined : step.tool?.name,
    ...step.files.map((f) => f.path),
  ];
  for (const text of texts)
    if (text !== undefined && MUTATION.test(text))
      return {
        step: step.index,
        why: step.tool?.command ? "a shell action mentions mutation" : "an action names mutation",
        evidence: text.slice(0, 200),
        ...lineOf(step),
      };
  return null;
}

/**
 * Why a file written outside the suite stands in for the program, or null: it is named
 * `executable` or `build.sh` (the benchmark's layout), after the program, or as a stand-in.
 */
function standsIn(
  path: string,
  programs: ReadonlySet<string>,
  suiteFiles: readonly string[],
): string | null {
  if (isTestFile(path) || suiteFileOf(path, suiteFiles)) return null;
  const name = baseName(path);
  const code = CODE.test(name);
  if (name === "executable" || name === "build.sh")
    return `writes ${name}, the program's name in the benchmark's layout`;
  if (programs.has(stem(path).toLowerCase()) && (code || !name.includes(".")))
    return "writes a file named after the program under test";
  if (code && IMPLEMENTATION.test(stem(path)))
    return "writes a stand-in implementation (named as one)";
  return null;
}

/** A chmod mode that lets someone execute: `+x`, `u+rx`, `755`, `0700`. */
function grantsExecute(mode: string): boolean {
  return /^[ugoa]*\+[rwX]*x/.test(mode) || (/^[0-7]{3,4}$/.test(mode) && /[1357]/.test(mode));
}

/** `{ line }` where the step's source has one. */
export function lineOf(step: Step): { line?: number } {
  return step.source.line !== undefined ? { line: step.source.line } : {};
}
