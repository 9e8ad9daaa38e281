import { describe, expect, it } from "vitest";
import { classifyShell, precedence } from "./shell-command.ts";

/** Real command lines from the trajectory corpus (Claude Code, Codex, mini-swe-agent, OpenHands). */
const corpus: [string, string][] = [
  ["cat tests/missing_colon.py", "read"],
  ["nl -ba src/_pytest/logging.py | sed -n '331,360p'", "read"],
  ["sed -n '1,160p' README.md", "read"],
  ["head -n 20 src/_pytest/logging.py", "read"],
  ["tail -5 /tmp/claude-1000/-home-marco-projects-spotter/tasks/bae407b.output", "read"],
  ["git log --oneline -20", "read"],
  ["git diff src/_pytest/logging.py", "read"],
  ["wc -l /Users/Sample_User/Downloads/Sample\\ BiS\\ SampleProject.ai\\ Demo\\ Prep.vtt", "read"],
  ["ls -la", "search"],
  ["ls -R src/_pytest", "search"],
  ["rg --files -g 'AGENTS.md'", "search"],
  ['grep -n "class LogCaptureHandler" src/_pytest/logging.py', "search"],
  ['find testing -name "*logging*"', "search"],
  ["cd /workspace/ponylang__ponyc__0.1 && ls -l", "search"],
  ["git status --short", "search"],
  ['strings -n 8 bin/codemie | rg -i "OPENCODE_"', "search"],
  [
    "sed -i 's/def division(a: float, b: float) -> float/def division(a: float, b: float) -> float:/' tests/missing_colon.py",
    "write",
  ],
  ["cat <<'EOF' > reproduce_issue.py\nimport logging\nprint('x > y')\nEOF", "write"],
  ["cat > tests/missing_colon.py << 'EOF'\ndef division(a, b):\n    return a/b\nEOF", "write"],
  ['echo "int main() { return 0; }" > /workspace/test.c', "write"],
  ["rm reproduce_issue.py test_phase_isolation.py test_caplog_text.py", "write"],
  ["mkdir -p /workspace/ponylang__ponyc__0.1/build/build_release", "write"],
  ["chmod +x spotter-plugin/scripts/review-context-session-start.sh", "write"],
  ["sudo mkdir -p /app && sudo chmod 777 /app", "write"],
  ["echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached", "write"],
  ["rm -rf build && cd /workspace/ponylang__ponyc__0.1 && make", "write"],
  ["python3 reproduce_issue.py", "execute"],
  ["pytest sklearn/metrics/cluster/tests/test_supervised.py", "execute"],
  ["mix test 2>&1 | tail -5", "execute"],
  ["cd /workspace && ./ponylang__ponyc__0.1/ponyc test.pony -o . && ./test", "execute"],
  ["make clean && make", "execute"],
  ["apt-get update && apt-get install -y llvm-dev", "execute"],
  ['python -c "import numpy; print(numpy.__version__)"\nuname -m', "execute"],
  ['npm test -- --run src/x.test.ts -t "Compaction Config"', "execute"],
  ["git push --set-upstream origin spotter-gqc 2>&1", "execute"],
  [
    "mini -m anthropic/claude-sonnet-4-0 -t 'Create and run a server' -y --exit-immediately",
    "execute",
  ],
  ["clear", "other"],
  ['SESSION_URL="${A:-b}"\necho "SESSION_URL=${SESSION_URL}"', "other"],
  ["cd /repo", "other"],
];

describe("classifyShell on commands from the corpus", () => {
  it.each(corpus)("%s → %s", (command, cls) => {
    expect(classifyShell(command).class).toBe(cls);
  });
});

describe("classifyShell's rules", () => {
  it("ranks a compound line by its most consequential part", () => {
    expect(precedence).toEqual(["write", "execute", "search", "read", "other"]);
    expect(classifyShell("cat a | grep x").class).toBe("search");
    expect(classifyShell("pytest -q | tee out.log").class).toBe("write");
    expect(classifyShell("ls && pytest").class).toBe("execute");
    expect(classifyShell("pytest > log.txt 2>&1").effects).toEqual(["write", "execute"]);
  });

  it("does not count redirections to /dev/null or descriptor copies as writes", () => {
    expect(classifyShell("pytest 2>/dev/null").class).toBe("execute");
    expect(classifyShell("grep x f 2>&1").class).toBe("search");
  });

  it("reads a here-document's body as data, not commands", () => {
    const c = classifyShell("python - <<'PY'\nimport os\nos.remove('x')\nrm -rf /\nPY");
    expect(c.class).toBe("execute");
    expect(c.parts.map((p) => p.program)).toEqual(["python"]);
  });

  it("looks through bash -c, xargs, sudo, timeout and env assignments", () => {
    expect(classifyShell("bash -lc 'sed -i s/a/b/ f.py'").class).toBe("write");
    expect(classifyShell("grep -rl foo src | xargs cat").class).toBe("search");
    expect(classifyShell("find . -name '*.pyc' | xargs rm").class).toBe("write");
    expect(classifyShell("timeout 30 pytest -x").class).toBe("execute");
    expect(classifyShell("FOO=1 cat x").class).toBe("read");
  });

  it("classifies find by its actions", () => {
    expect(classifyShell("find . -name '*.tmp' -delete").class).toBe("write");
    expect(classifyShell("find src -name '*.py' -exec grep -l TODO {} +").class).toBe("search");
  });

  it("tells git subcommands apart", () => {
    expect(classifyShell("git show HEAD").class).toBe("read");
    expect(classifyShell("git ls-files").class).toBe("search");
    expect(classifyShell("git commit -m 'x'").class).toBe("write");
    expect(classifyShell("git clone https://x").class).toBe("execute");
  });

  it("names the files a line touches", () => {
    expect(classifyShell("cp a.py b.py").files).toEqual([
      { path: "a.py", access: "read" },
      { path: "b.py", access: "write" },
    ]);
    expect(classifyShell("head -n 5 spec.md").files).toEqual([{ path: "spec.md", access: "read" }]);
    expect(classifyShell("grep -n foo src/a.py").files).toEqual([
      { path: "src/a.py", access: "list" },
    ]);
    expect(classifyShell("cat <<EOF > tests/test_x.py\nx\nEOF").files).toEqual([
      { path: "tests/test_x.py", access: "write" },
    ]);
  });

  it("never throws on unbalanced quotes", () => {
    expect(classifyShell("echo 'unterminated").class).toBe("other");
    expect(classifyShell("").class).toBe("other");
  });
});
