import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readShebang, sealedInterpreter, sealScript } from "./seal-script.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "tsb-seal-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("readShebang", () => {
  it("reads the interpreter through env, and direct paths with their argument", () => {
    expect(readShebang("#!/usr/bin/env node\nx")).toEqual({ interpreter: "node", args: [] });
    expect(readShebang("#!/bin/bash -e\n")).toEqual({ interpreter: "bash", args: ["-e"] });
    expect(readShebang("#!/usr/bin/env -S node --x\n")).toBeNull();
    expect(readShebang("\x7fELF")).toBeNull();
  });
});

describe("sealScript", () => {
  it("leaves a compiled program alone", async () => {
    const file = path.join(dir, "elf");
    await writeFile(file, Buffer.from("\x7fELF\x02\x01\x01", "latin1"));
    expect(await sealScript(file)).toBeNull();
  });

  it("refuses an interpreter it does not know, and says so", async () => {
    const file = path.join(dir, "awk");
    await writeFile(file, "#!/usr/bin/awk -f\nBEGIN { print 1 }\n");
    expect(await sealScript(file)).toEqual({
      why: "the interpreter of '#!/usr/bin/awk -f' is not one tsb can seal",
    });
    expect(await readFile(file, "utf8")).toContain("BEGIN");
  });

  it("turns a Node script into a static program that behaves as the script did", async () => {
    const file = path.join(dir, "node-sealed", "executable");
    const script = `#!/usr/bin/env node
const input = require("fs").readFileSync(0, "utf8");
process.stdout.write(JSON.stringify({ args: process.argv.slice(2), input, options: process.env.NODE_OPTIONS ?? null }));
process.exitCode = 3;
`;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, script, { mode: 0o755 });
    const plain = spawnSync(file, ["a", "b c"], { input: "in", encoding: "utf8" });
    expect(await sealScript(file)).toEqual({ sealed: "node" });
    const head = (await readFile(file)).subarray(0, 4).toString("latin1");
    expect(head).toBe("\x7fELF");
    expect((await readFile(file)).includes(Buffer.from("readFileSync(0"))).toBe(true);
    expect(await sealedInterpreter(file)).toBe("node");
    // Outside bubblewrap the launcher runs the node on PATH; a suite's NODE_OPTIONS is cleared.
    const sealed = spawnSync(file, ["a", "b c"], {
      input: "in",
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: "--max-old-space-size=64" },
    });
    expect(sealed.status).toBe(plain.status);
    expect(JSON.parse(sealed.stdout)).toEqual({ ...JSON.parse(plain.stdout), options: null });
    // Static: no dynamic loader, so no LD_PRELOAD of a suite's into the launcher.
    const elf = await readFile(file);
    const [phoff, phentsize, phnum] = [
      Number(elf.readBigUInt64LE(0x20)),
      elf.readUInt16LE(0x36),
      elf.readUInt16LE(0x38),
    ];
    const types = Array.from({ length: phnum }, (_, i) => elf.readUInt32LE(phoff + i * phentsize));
    expect(types).not.toContain(3); // PT_INTERP
    expect((await stat(file)).size).toBeGreaterThan(script.length);
  });
});
