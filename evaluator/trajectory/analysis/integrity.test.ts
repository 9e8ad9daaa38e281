import { describe, expect, it } from "vitest";
import { buildTrajectory, type TestStep } from "../testing/build-trajectory.ts";
import { inferTaskRoot, integrityFlags } from "./integrity.ts";

const flags = (steps: TestStep[], taskRoot?: string) =>
  integrityFlags(buildTrajectory(steps).steps, {
    suiteFiles: ["test_tally.py"],
    otherInstances: ["calc"],
    ...(taskRoot ? { taskRoot } : {}),
  }).map((f) => [f.step, f.kind, f.why]);

describe("integrityFlags", () => {
  it("flags reading or listing what an agent is not given", () => {
    expect(
      flags([
        { bash: "cat spec.md" },
        { bash: "ls ../../data/benchmarks/tsb-mini/instances/tally/mutants/" },
        { tool: "Read", input: { file_path: "/bench/instances/tally/tests/test_cli.py" } },
        { bash: "grep -r usage /bench/instances/tally/reference/" },
        { bash: "cat ../calc/suite/test_calc.py" },
        { bash: "python3 -c 'print(open(\"/srv/bundles/x/instances/tally/suite/t.py\").read())'" },
      ]),
    ).toEqual([
      [1, "off-limits", "lists the benchmark's mutants"],
      [2, "off-limits", "reads the benchmark's reference tests"],
      [3, "off-limits", "lists the reference source"],
      [4, "off-limits", "reads another instance's suite"],
      [5, "off-limits", "names other submissions' suites or results in a command"],
    ]);
  });

  it("leaves alone what the agent made itself, as mutants of its own", () => {
    expect(
      flags([
        { bash: "mkdir -p mutants && cp /tmp/tally.py mutants/m1.py" },
        { bash: "ls mutants/" },
        { bash: "python3 mutants/m1.py" },
      ]),
    ).toEqual([]);
  });

  it("flags web tools, network programs, installs and URLs", () => {
    expect(
      flags([
        { tool: "WebSearch", input: { query: "wc -L semantics" } },
        { bash: "curl -s https://example.com/spec" },
        { bash: "pip install hypothesis" },
        { bash: "git clone https://github.com/coreutils/coreutils" },
        { bash: "python3 -m pip install pytest-xdist" },
        { bash: "git status && git diff" },
      ]).map(([step, kind]) => [step, kind]),
    ).toEqual([
      [0, "network"],
      [1, "network"],
      [2, "network"],
      [3, "network"],
      [4, "network"],
    ]);
  });

  it("flags writes outside the task folder, temporary folders excepted", () => {
    const steps: TestStep[] = [
      { tool: "Write", input: { file_path: "/work/tally/suite/test_tally.py", content: "" } },
      { bash: "echo x > /tmp/scratch.txt" },
      { bash: "echo x > ../calc/suite/test_calc.py" },
      { tool: "Write", input: { file_path: "/work/other/notes.md", content: "" } },
      { bash: "echo 127.0.0.1 x >> /etc/hosts" },
    ];
    expect(flags(steps, "/work/tally")).toEqual([
      [2, "outside-task", "writes outside its task folder (/work/tally)"],
      [3, "outside-task", "writes outside its task folder (/work/tally)"],
      [4, "outside-task", "writes outside its task folder (/work/tally)"],
    ]);
    // Without a known task folder: only climbing out and system folders.
    expect(flags(steps).map(([step, , why]) => [step, why])).toEqual([
      [2, "writes outside its task folder (../)"],
      [4, "writes to a system folder"],
    ]);
    expect(inferTaskRoot(buildTrajectory(steps).steps, ["test_tally.py"])).toBe("/work/tally");
  });
});
