import { describe, expect, it } from "vitest";
import { buildTrajectory, type TestStep } from "../testing/build-trajectory.ts";
import { findCreation } from "./creation.ts";

const context = { programNames: ["tally"], suiteFiles: ["test_tally.py", "conftest.py"] };
const find = (steps: TestStep[]) => findCreation(buildTrajectory(steps).steps, context);

describe("findCreation (Table 3)", () => {
  it("finds a stand-in implementation written from the spec, at its step", () => {
    const found = find([
      { bash: "cat spec.md" },
      { tool: "Write", input: { file_path: "suite/test_tally.py", content: "def test(): pass" } },
      { bash: "cat > /tmp/tally.py <<'EOF'\nimport sys\nEOF" },
    ]);
    expect(found.executable).toMatchObject({
      step: 2,
      why: "writes a file named after the program under test",
      evidence: "/tmp/tally.py",
    });
    expect(found.mutants).toBeNull();
  });

  it("finds stand-ins by name, compiling, and chmod +x of a stand-in", () => {
    const first = (steps: TestStep[]) => find(steps).executable?.why;
    expect(first([{ tool: "Write", input: { file_path: "impl.py", content: "" } }])).toBe(
      "writes a stand-in implementation (named as one)",
    );
    expect(first([{ bash: "gcc -O2 -o t t.c" }])).toBe("compiles a program (gcc)");
    expect(first([{ bash: "cd stub && cargo build --release" }])).toBe("builds a program (cargo)");
    expect(first([{ bash: "cp build/out ./executable" }])).toMatch(/writes executable/);
    expect(first([{ bash: "chmod 755 fake_wc.sh" }])).toMatch(/stand-in/);
  });

  it("does not count writing the suite, tests, helpers or a directory's mode", () => {
    expect(
      find([
        { tool: "Write", input: { file_path: "/w/suite/test_tally.py", content: "" } },
        { tool: "Write", input: { file_path: "/w/suite/conftest.py", content: "" } },
        { tool: "Write", input: { file_path: "/w/suite/test_more.py", content: "" } },
        { bash: "echo notes > NOTES.md" },
        { bash: "sudo chmod 777 /app" },
        { bash: "python3 -m pytest --collect-only -q suite/" },
      ]).executable,
    ).toBeNull();
  });

  it("finds a shell action mentioning mutation, not a message about it", () => {
    const found = find([
      { say: "Mutation testing would help here." },
      { bash: "python3 make_mutants.py --out /tmp/m" },
      { bash: "mutmut run" },
    ]);
    expect(found.mutants).toMatchObject({
      step: 1,
      why: "a shell action mentions mutation",
      evidence: "python3 make_mutants.py --out /tmp/m",
    });
  });
});
