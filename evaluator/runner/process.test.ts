import { execFileSync } from "node:child_process";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { CappedOutput, runProcess } from "./process.ts";

const run = (command: string, timeoutSec: number) =>
  runProcess({
    argv: ["sh", "-c", command],
    cwd: os.tmpdir(),
    env: { PATH: "/usr/bin:/bin" },
    timeoutSec,
    outputCap: 1024,
  });

const running = (marker: string) =>
  execFileSync("ps", ["-eo", "args"], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes(marker) && !line.includes("ps -eo"));

describe("runProcess", () => {
  it("kills the whole process group on timeout", async () => {
    const result = await run("sleep 31.5 & sleep 31.5; echo never", 1);
    expect(result).toMatchObject({ timedOut: true, exitCode: null, signal: "SIGKILL" });
    expect(result.durationSec).toBeLessThan(3);
    expect(running("sleep 31.5")).toEqual([]);
  });

  it("ends a run when its main process exits, killing what it left in the background", async () => {
    const result = await run("sleep 32.5 & echo done", 10);
    expect(result).toMatchObject({ timedOut: false, exitCode: 0 });
    expect(result.output).toBe("done\n");
    expect(result.durationSec).toBeLessThan(3);
    expect(running("sleep 32.5")).toEqual([]);
  });
});

describe("CappedOutput", () => {
  it("keeps the head and the tail and says how much it dropped", () => {
    const output = new CappedOutput(10);
    for (const chunk of ["abc", "defgh", "ijklmnop", "qrstuvwxyz"]) output.push(Buffer.from(chunk));
    expect(output.text()).toBe("abcde\n[… 16 bytes of output dropped …]\nvwxyz");
  });
});
