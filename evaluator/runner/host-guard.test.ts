import os from "node:os";
import { describe, expect, it } from "vitest";
import { fitJobs, refuseVisible } from "./host-guard.ts";
import { defaultLimits, type Sandbox } from "./sandbox.ts";

const sandbox: Sandbox = {
  kind: "bwrap",
  dropToUid: false,
  prlimit: true,
  view: {
    binds: [
      { path: "/usr", why: "system" },
      { path: "/bin", symlink: "usr/bin", why: "link" },
      { path: "/opt/py", why: "python3" },
    ],
    path: "/usr/bin",
  },
};

describe("host guards", () => {
  it("refuses a benchmark, cache or output folder that the sandbox shows to suites", async () => {
    await expect(
      refuseVisible(sandbox, { "--benchmark": "/opt/py/share/bench", "--cache": "/srv/cache" }),
    ).rejects.toThrow(
      "--benchmark /opt/py/share/bench: lies under /opt/py, which the sandbox shows to every suite",
    );
    await expect(refuseVisible(sandbox, { "--out": "/usr/local/out" })).rejects.toThrow(/--out/);
    await expect(
      refuseVisible(sandbox, { "--benchmark": "/srv/bench", "--cache": "/opt/python" }),
    ).resolves.toBeUndefined();
    // Without bubblewrap nothing is hidden anyway; the run's header warns about that instead.
    await expect(
      refuseVisible({ ...sandbox, kind: "unshare" }, { "--benchmark": "/usr/x" }),
    ).resolves.toBeUndefined();
  });

  it("lowers --jobs to what the host's memory holds at each run's budget", () => {
    const warnings: string[] = [];
    const hostMb = os.totalmem() / 1024 ** 2;
    // A budget of half the host: two runs fit, three do not.
    const limits = { ...defaultLimits, memoryMb: Math.floor(hostMb / 2) - 1088 };
    expect(fitJobs(2, sandbox, limits, (m) => warnings.push(m))).toBe(2);
    expect(fitJobs(3, sandbox, limits, (m) => warnings.push(m))).toBe(2);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^--jobs 3 lowered to 2: each run may take \d+ MiB/);
  });
});
