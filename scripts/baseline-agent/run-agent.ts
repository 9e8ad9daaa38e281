import { AtifRecorder, type AtifDocument } from "./atif-recorder.ts";
import { conftest, testModule } from "./pytest-suite.ts";
import { readSpecCases } from "./spec-cases.ts";

export const AGENT = {
  name: "tsb-baseline-agent",
  version: "1.0.0",
  model_name: "none (scripted, no model)",
} as const;

/** What the harness says to the agent, as a coding agent is prompted with its task. */
export const PROMPT =
  "Write a test suite for the program that spec.md specifies, in the folder suite/. " +
  "TASK.md says how the suite will be run and scored. You cannot run the program.";

export interface AgentRun {
  trajectory: AtifDocument;
  /** Tests pytest collected from the suite written. */
  collected: number;
  /** Cases read from the spec, each one test. */
  cases: number;
}

/**
 * The baseline agent, in a task folder holding spec.md and TASK.md: it lists the folder, reads
 * both files, turns the spec's examples and stated rules into pytest tests (spec-cases.ts),
 * writes suite/conftest.py and suite/test_spec_examples.py, and checks that the suite collects
 * (`pytest --collect-only`, as TASK.md allows; the program is not available). Every step is
 * done through the recorder, so the trajectory is what happened.
 */
export function runBaselineAgent(taskDir: string, sessionId: string): AgentRun {
  const env = { ...process.env, PYTHONDONTWRITEBYTECODE: "1" };
  const rec = new AtifRecorder(taskDir, { ...AGENT }, sessionId, env);
  rec.user(PROMPT);
  rec.bash("ls -la", "Look at what the task folder holds.");
  rec.bash("cat TASK.md", "Read how the suite will be run.");
  const spec = rec.bash("cat spec.md", "Read the specification.").output;
  const reading = readSpecCases(spec);
  const kinds = countBy(reading.cases.map((c) => c.name.replace(/^.*_(\w+?)_\d+$/, "$1")));
  rec.say(
    `spec.md specifies \`${reading.program}\`. It states ${reading.cases.length} example(s) or ` +
      `rule(s) in a form I can turn into a test (${Object.entries(kinds)
        .map(([k, n]) => `${n} ${k.replace(/_/g, " ")}`)
        .join(", ")}). I will write one test per case, with a fixture that runs a command ` +
      `line with \`${reading.program}\` on PATH.`,
  );
  rec.bash("mkdir -p suite", "Make the suite folder.");
  rec.writeFile(
    "suite/conftest.py",
    conftest(reading.program),
    "A `run` fixture: each test runs its command line in an empty folder.",
  );
  rec.writeFile(
    "suite/test_spec_examples.py",
    testModule(reading.cases),
    "One test per example or rule, named after its spec section.",
  );
  const check = rec.bash(
    "python3 -m pytest --collect-only -q -p no:cacheprovider suite/",
    "Check that the suite collects (the program itself is not available here).",
  );
  const collected = Number(/(\d+) tests? collected/.exec(check.output)?.[1] ?? 0);
  rec.say(
    check.exitCode === 0
      ? `The suite collects ${collected} test(s). Done: it is in suite/.`
      : `pytest could not collect the suite (exit status ${check.exitCode}); leaving it as written.`,
  );
  return {
    trajectory: rec.document(
      "Written by tsb's baseline agent (scripts/baseline-agent/): a scripted, model-free agent that turns the examples and rules spec.md writes out into pytest tests. Every tool call was carried out as recorded.",
    ),
    collected,
    cases: reading.cases.length,
  };
}

function countBy(keys: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of keys) out[k] = (out[k] ?? 0) + 1;
  return out;
}
