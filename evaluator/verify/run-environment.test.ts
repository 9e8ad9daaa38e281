import { describe, expect, it } from "vitest";
import {
  environmentProblem,
  parseInterpreters,
  probeTool,
  probeWorkerInterpreters,
  type Interpreters,
  type RunEnvironment,
} from "./run-environment.ts";

const worker = probeWorkerInterpreters();

function environment(
  kind: RunEnvironment["sandbox"]["kind"],
  inside: Interpreters,
): RunEnvironment {
  return {
    host: "test",
    sandbox: { kind, description: kind === "bwrap" ? "bubblewrap" : "unshare -n, uid 61000+slot" },
    inside,
    worker,
    build: [probeTool("sh")],
    fingerprint: "",
  };
}

describe("the probes", () => {
  it("find this worker's python3 with pytest, and a tool's path and version", () => {
    expect(worker.python3.version).toMatch(/^3\.\d+/);
    expect(worker.pytest).toMatch(/^\d+\./);
    expect(probeTool("tsb-no-such-tool")).toEqual({
      name: "tsb-no-such-tool",
      path: null,
      version: null,
    });
  });

  it("keep the first error a probe printed", () => {
    const parsed = parseInterpreters(
      "tsb-env python3.path=/usr/bin/python3\ntsb-env python3.version=3.11.2\n" +
        "Traceback (most recent call last):\nModuleNotFoundError: No module named 'pytest'\n",
    );
    expect(parsed).toMatchObject({
      python3: { path: "/usr/bin/python3", version: "3.11.2" },
      pytest: null,
      node: { path: null, version: null },
      problem: "ModuleNotFoundError: No module named 'pytest'",
    });
  });
});

describe("environmentProblem", () => {
  it("accepts a sandbox that shows the worker's own interpreters", () => {
    expect(environmentProblem(environment("unshare", worker), true)).toBeNull();
    expect(environmentProblem(environment("bwrap", worker), true)).toBeNull();
  });

  it("refuses the fallback sandbox whose user has no pytest, naming bubblewrap", () => {
    const problem = environmentProblem(
      environment("unshare", { ...worker, pytest: null, problem: "No module named pytest" }),
      true,
    );
    expect(problem?.reason).toMatch(
      /^the unshare sandbox .* without pytest \(No module named pytest\)/,
    );
    expect(problem?.fix).toMatch(/^apt-get install bubblewrap/);
  });

  it("refuses the fallback sandbox whose user runs another Python or pytest", () => {
    const problem = environmentProblem(
      environment("unshare", {
        ...worker,
        pytest: "7.2.1",
        python3: { ...worker.python3, version: "3.0.0" },
      }),
      true,
    );
    expect(problem?.reason).toMatch(
      /shows suites other interpreters than this worker's: python3 .*\(3\.0\.0\) and pytest 7\.2\.1 inside/,
    );
  });

  it("names a build toolchain missing from PATH and what installs it", () => {
    const env = {
      ...environment("bwrap", worker),
      build: [probeTool("sh"), { name: "go", path: null, version: null }],
    };
    expect(environmentProblem(env, true)).toEqual({
      reason: "the benchmark's build needs go, which is not on this worker's PATH",
      fix: "apt-get install golang-go",
    });
  });
});
