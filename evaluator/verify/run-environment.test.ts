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
  sealed = kind === "bwrap",
): RunEnvironment {
  return {
    host: "test",
    sandbox: {
      kind,
      description: { bwrap: "bubblewrap", unshare: "unshare -n, uid 61000+slot", none: "NONE" }[
        kind
      ],
      sealed,
    },
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
  it("accepts bubblewrap with its view in memory, showing the worker's own interpreters", () => {
    expect(environmentProblem(environment("bwrap", worker), true)).toBeNull();
    expect(environmentProblem(environment("none", worker), true)).toBeNull();
  });

  it("refuses a sandbox in which one run can leave a memory for the next, naming the fix", () => {
    for (const env of [environment("unshare", worker), environment("bwrap", worker, false)]) {
      const problem = environmentProblem(env, true);
      expect(problem?.reason).toMatch(/lets one run leave a memory for the next/);
      expect(problem?.fix).toMatch(/^apt-get install bubblewrap \(0\.8 or later\).*TSB_VIEW_DIR/);
    }
  });

  it("does not say to install a bubblewrap that is installed but failed its trial run", () => {
    const unshare = environment("unshare", worker);
    const refused = {
      ...unshare,
      sandbox: { ...unshare.sandbox, bwrapProblem: "bwrap: setting up uid map: Permission denied" },
    };
    expect(environmentProblem(refused, true)?.fix).toMatch(
      /^make bubblewrap \(0\.8 or later\) work here: it is installed, but its trial run failed: bwrap: setting up uid map: Permission denied, and give tsb a tmpfs/,
    );
    const missing = { ...unshare, sandbox: { ...unshare.sandbox, bwrapProblem: "not installed" } };
    expect(environmentProblem(missing, true)?.fix).toMatch(/^apt-get install bubblewrap/);
  });

  it("refuses a sandbox whose user has no pytest, naming bubblewrap", () => {
    const problem = environmentProblem(
      environment("none", { ...worker, pytest: null, problem: "No module named pytest" }),
      true,
    );
    expect(problem?.reason).toMatch(
      /^the none sandbox .* without pytest \(No module named pytest\)/,
    );
    expect(problem?.fix).toMatch(/^apt-get install bubblewrap/);
  });

  it("refuses a sandbox whose user runs another Python or pytest", () => {
    const problem = environmentProblem(
      environment("none", {
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
