import { describe, expect, it } from "vitest";
import { capReached, spaceRanOut } from "./run-output.ts";
import { SANDBOX_RUN_DIR } from "./sandbox-bwrap.ts";

const caps = { diskMb: 512, tmpMb: 256 };

describe("capReached", () => {
  it("names each tmpfs left with less than 64 KiB free at the end of the run", () => {
    const report = Buffer.from(`${SANDBOX_RUN_DIR} 3 131072 4096\n/tmp 20000 65536 4096\n`);
    expect(capReached(report, caps)).toBe("the run folder reached its 512 MiB cap (--disk)");
    expect(capReached(Buffer.from(`${SANDBOX_RUN_DIR} 900 131072 4096\n`), caps)).toBeUndefined();
  });
});

describe("spaceRanOut", () => {
  it("finds errno 28 as Python, C libraries and Node print it, in output or JUnit", () => {
    const said = spaceRanOut(["OSError: [Errno 28] No space left on device", null], caps);
    expect(said).toContain("(512 MiB, --disk) or /tmp (256 MiB, --tmp) filled up during the run");
    expect(
      spaceRanOut(["", Buffer.from('<failure message="ENOSPC: no space left on device"/>')], caps),
    ).toBeDefined();
  });

  it("says nothing when no write failed for want of space", () => {
    expect(spaceRanOut(["1 passed in 0.01s", Buffer.from("<testsuite/>"), null], caps)).toBe(
      undefined,
    );
  });
});
