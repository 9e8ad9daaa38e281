/**
 * compiled.mjs in a checkout of its own (a temp folder with bin/compiled.mjs, two sources and
 * this project's node_modules): the bundle answers as the sources do, keeps each module's own
 * import.meta.url, is rebuilt when a source changes, and steps aside when it cannot be had.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = fs.mkdtempSync(path.join(os.tmpdir(), "tsb-compiled-test-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

fs.mkdirSync(path.join(root, "bin"));
fs.mkdirSync(path.join(root, "src", "lib"), { recursive: true });
fs.copyFileSync(path.join(here, "compiled.mjs"), path.join(root, "bin", "compiled.mjs"));
fs.symlinkSync(path.join(here, "..", "node_modules"), path.join(root, "node_modules"));
const writeLib = (value: string) =>
  fs.writeFileSync(
    path.join(root, "src", "lib", "value.ts"),
    `export const value: string = ${JSON.stringify(value)};\nexport const where: string = import.meta.url;\n`,
  );
writeLib("first");
fs.writeFileSync(
  path.join(root, "src", "main.ts"),
  `import { value, where } from "./lib/value.ts";\nexport const answer = { value, where, self: import.meta.url };\n`,
);

/** importCompiled("src/main.ts") in a new process: the module's answer, or null. */
function load(env: Record<string, string> = {}): unknown {
  const script = `import { importCompiled } from ${JSON.stringify(pathToFileURL(path.join(root, "bin", "compiled.mjs")).href)};
const m = await importCompiled("src/main.ts");
console.log(JSON.stringify(m === null ? null : m.answer));`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  return JSON.parse(result.stdout) as unknown;
}

describe("bin/compiled.mjs", () => {
  it("loads the entry from a bundle that keeps each module's own import.meta.url", () => {
    expect(load()).toEqual({
      value: "first",
      where: pathToFileURL(path.join(root, "src", "lib", "value.ts")).href,
      self: pathToFileURL(path.join(root, "src", "main.ts")).href,
    });
    const manifest = JSON.parse(
      fs.readFileSync(path.join(root, ".cache", "compiled", "src-main.json"), "utf8"),
    ) as { bundle: string; inputs: Record<string, string> };
    expect(Object.keys(manifest.inputs).sort()).toEqual(["src/lib/value.ts", "src/main.ts"]);
    expect(fs.existsSync(path.join(root, ".cache", "compiled", manifest.bundle))).toBe(true);
  });

  it("builds again when a source it was built from changes", () => {
    writeLib("second, and longer");
    expect(load()).toMatchObject({ value: "second, and longer" });
  });

  it("returns null, so the caller runs the sources, when asked to or when it cannot build", () => {
    expect(load({ TSB_NO_BUNDLE: "1" })).toBeNull();
    fs.rmSync(path.join(root, ".cache"), { recursive: true });
    fs.writeFileSync(path.join(root, ".cache"), "a file where the cache folder would be");
    expect(load()).toBeNull();
  });
});
