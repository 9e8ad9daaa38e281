import { spawn } from "node:child_process";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { BACKGROUND_NICENESS, runInBackground } from "./background-priority";

describe("runInBackground", () => {
  it("gives a child process a lower CPU priority than the site's", () => {
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      expect(runInBackground(child.pid)).toBe(true);
      expect(os.getPriority(child.pid)).toBe(BACKGROUND_NICENESS);
      expect(os.getPriority()).toBeLessThan(BACKGROUND_NICENESS);
    } finally {
      child.kill();
    }
  });

  it("reports false for a process that is gone, without throwing", () => {
    expect(runInBackground(undefined)).toBe(false);
    expect(runInBackground(2 ** 22 + 7)).toBe(false);
  });
});
