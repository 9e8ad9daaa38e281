import { describe, expect, it } from "vitest";
import { classifyCommandText } from "./command-text.ts";
import { classifyTool } from "./tools.ts";

describe("classifyTool", () => {
  it.each([
    ["Read", { file_path: "/r/spec.md" }, "read"],
    ["Glob", { pattern: "**/*.py" }, "search"],
    ["Grep", { pattern: "x", path: "src" }, "search"],
    ["Write", { file_path: "tests/test_a.py", content: "" }, "write"],
    ["Edit", { file_path: "a.py", old_string: "a", new_string: "b" }, "write"],
    ["Bash", { command: "pytest -q" }, "execute"],
    ["TodoWrite", { todos: [] }, "other"],
    ["WebSearch", { query: "x" }, "other"],
    ["shell", { command: ["bash", "-lc", "cat README.md"] }, "read"],
    ["exec_command", { cmd: "rg -n foo src" }, "search"],
    ["apply_patch", "*** Begin Patch\n*** Add File: tests/test_b.py\n+x\n*** End Patch", "write"],
    ["update_plan", { plan: [] }, "other"],
    ["write_stdin", { session_id: 1, chars: "" }, "other"],
    ["str_replace_editor", { command: "view", path: "/w/a.py" }, "read"],
    ["str_replace_editor", { command: "create", path: "/w/a.py" }, "write"],
    ["run_shell_command", { command: "ls -F" }, "search"],
    ["list_directory", { dir_path: "/w" }, "search"],
    ["replace", { file_path: "a.md" }, "write"],
    ["run_ipython", { code: "print(1)" }, "execute"],
    ["finish", {}, "other"],
  ])("%s %j → %s", (name, input, cls) => {
    expect(classifyTool(name, input).class).toBe(cls);
  });

  it("takes an apply_patch's files from its envelope", () => {
    const patch =
      "*** Begin Patch\n*** Update File: src/a.ts\n@@\n-x\n+y\n*** Delete File: old.ts\n*** End Patch";
    expect(classifyTool("apply_patch", patch).files.map((f) => f.path)).toEqual([
      "src/a.ts",
      "old.ts",
    ]);
  });
});

describe("classifyCommandText (SWE-agent's interface commands)", () => {
  it.each([
    ['find_file "missing_colon.py"\n', "search"],
    ["open tests/missing_colon.py\n", "read"],
    ["edit 4:4\ndef division(a: float, b: float) -> float:\nend_of_edit\n", "write"],
    ["create reproduce_bug.py\n", "write"],
    ["search_dir foo src", "search"],
    ["disassemble --function_name FUN_0040060d warmup\n", "read"],
    ["submit\n", "other"],
    ["python reproduce.py", "execute"],
    ["ls -F", "search"],
  ])("%j → %s", (text, cls) => {
    expect(classifyCommandText(text).class).toBe(cls);
  });

  it("names the file an interface command opens", () => {
    expect(classifyCommandText('open "src/marshmallow/fields.py" 1474').files).toEqual([
      { path: "src/marshmallow/fields.py", access: "read" },
    ]);
    expect(classifyCommandText("disassemble --function_name F warmup").files).toEqual([
      { path: "warmup", access: "read" },
    ]);
  });
});
