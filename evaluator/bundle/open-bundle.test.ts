import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BundleError } from "../errors.ts";
import type { BundleReader } from "./bundle-reader.ts";
import { openBundle, openBundleBuffer } from "./open-bundle.ts";
import { tarBuffer, writeZip, type ArchiveEntry } from "./testing/archives.ts";

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "tsb-bundle-test-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const sample: Record<string, string> = {
  "submission.json": '{"schemaVersion":1}',
  "instances/demo/reference/1.xml": "<testsuites/>",
  "instances/demo/mutants/m1.xml": "<testsuites><testsuite/></testsuites>",
  "instances/demo/suite/tést_ünïcode.py": "def test_x():\n    assert True\n",
};

async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

async function contents(bundle: BundleReader): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const path of bundle.list()) out[path] = (await bundle.read(path)).toString("utf8");
  return out;
}

/** Opens, expects a BundleError, and returns its one problem. */
async function rejection(open: Promise<BundleReader>) {
  const error = await open.then(
    async (bundle) => {
      await bundle.close();
      return undefined;
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BundleError);
  const problems = (error as BundleError).problems;
  expect(problems).toHaveLength(1);
  return problems[0]!;
}

function zipOf(name: string, entries: ArchiveEntry[]): string {
  const out = join(work, name);
  writeZip(out, entries);
  return out;
}

async function tgzOf(name: string, entries: ArchiveEntry[]): Promise<string> {
  const out = join(work, name);
  await writeFile(out, await tarBuffer(entries));
  return out;
}

describe("openBundle reads folders and archives alike", () => {
  it("gives a folder, a zip and a tar.gz made by real tools the same listing and content", async () => {
    const root = join(work, "same");
    await writeTree(join(root, "run"), sample);
    execFileSync("zip", ["-q", "-r", "../same.zip", "run"], { cwd: root });
    execFileSync("tar", ["czf", "../same.tgz", "run"], { cwd: root });
    // Renamed so that only the first bytes can tell what each archive is.
    await writeFile(join(work, "same-zip.bin"), await readFile(join(work, "same.zip")));

    const expected = Object.fromEntries(
      Object.entries(sample).sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    for (const path of [
      join(root, "run"),
      root,
      join(work, "same-zip.bin"),
      join(work, "same.tgz"),
    ]) {
      const bundle = await openBundle(path);
      try {
        expect(bundle.list()).toEqual(Object.keys(expected));
        expect(await contents(bundle)).toEqual(expected);
        expect(bundle.has("submission.json")).toBe(true);
        expect(bundle.has("run/submission.json")).toBe(false);
        expect(bundle.size("submission.json")).toBe(Buffer.byteLength(sample["submission.json"]!));
      } finally {
        await bundle.close();
      }
    }
  });

  it("hashes archives by their bytes and folders by their content, stably", async () => {
    const zipPath = join(work, "same.zip");
    const zip = await openBundle(zipPath);
    expect(zip.sha256).toBe(
      createHash("sha256")
        .update(await readFile(zipPath))
        .digest("hex"),
    );
    await zip.close();
    const a = await openBundle(join(work, "same", "run"));
    const b = await openBundle(join(work, "same"));
    expect(a.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(b.sha256).toBe(a.sha256);
    await writeFile(join(work, "same", "run", "submission.json"), '{"schemaVersion":2}');
    const changed = await openBundle(join(work, "same"));
    expect(changed.sha256).not.toBe(a.sha256);
  });

  it("opens uploads from memory the same way", async () => {
    for (const file of ["same.zip", "same.tgz"]) {
      const bundle = await openBundleBuffer(await readFile(join(work, file)), `upload-${file}`);
      expect(bundle.label).toBe(`upload-${file}`);
      expect(bundle.list()).toHaveLength(4);
      expect((await bundle.read("instances/demo/reference/1.xml")).toString()).toBe(
        "<testsuites/>",
      );
      await bundle.close();
    }
  });

  it("removes a tar's temporary extraction on close", async () => {
    // A private TMPDIR, so that other processes' temporary folders cannot confuse the count.
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = await mkdtemp(join(work, "tmp-"));
    try {
      const bundle = await openBundle(join(work, "same.tgz"));
      const created = await readdir(tmpdir());
      expect(created).toHaveLength(1);
      expect(created[0]).toMatch(/^tsb-bundle-/);
      await bundle.close();
      expect(await readdir(tmpdir())).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
  });

  it("strips a single top folder only", async () => {
    const one = await tgzOf("one-top.tgz", [
      { name: "run/", type: "directory" },
      { name: "run/submission.json", data: "{}" },
      { name: "run/instances/a/run.json", data: "{}" },
    ]);
    const bundle = await openBundle(one);
    expect(bundle.list()).toEqual(["instances/a/run.json", "submission.json"]);
    await bundle.close();
    const two = await tgzOf("two-tops.tgz", [
      { name: "a/submission.json", data: "{}" },
      { name: "b/submission.json", data: "{}" },
    ]);
    const kept = await openBundle(two);
    expect(kept.list()).toEqual(["a/submission.json", "b/submission.json"]);
    await kept.close();
  });

  it("rejects a file that is no archive, and a path that does not exist", async () => {
    await writeFile(join(work, "notes.zip"), "just text");
    expect((await rejection(openBundle(join(work, "notes.zip")))).message).toMatch(
      /not a folder, \.zip/,
    );
    expect((await rejection(openBundle(join(work, "absent")))).message).toMatch(/no such file/);
  });
});

describe("openBundle refuses hostile archives, naming the entry", () => {
  const ok = { name: "submission.json", data: "{}" };

  it("refuses zip-slip paths in zip and tar", async () => {
    const zip = zipOf("slip.zip", [ok, { name: "../evil.sh", data: "x" }]);
    expect(await rejection(openBundle(zip))).toEqual({
      file: "../evil.sh",
      message: "path escapes the bundle root (..)",
    });
    const tgz = await tgzOf("slip.tgz", [ok, { name: "a/../../evil.sh", data: "x" }]);
    expect((await rejection(openBundle(tgz))).file).toBe("a/../../evil.sh");
  });

  it("refuses absolute paths", async () => {
    const zip = zipOf("abs.zip", [ok, { name: "/etc/cron.d/evil", data: "x" }]);
    expect(await rejection(openBundle(zip))).toMatchObject({
      file: "/etc/cron.d/evil",
      message: expect.stringMatching(/absolute path/) as unknown,
    });
    const tgz = await tgzOf("abs.tgz", [ok, { name: "/etc/evil", data: "x" }]);
    expect((await rejection(openBundle(tgz))).message).toMatch(/absolute path/);
  });

  it("refuses symlinks and hardlinks", async () => {
    const link = await tgzOf("symlink.tgz", [
      ok,
      { name: "x.xml", type: "symlink", linkname: "/etc/passwd" },
    ]);
    expect(await rejection(openBundle(link))).toEqual({
      file: "x.xml",
      message: "symlink entries are not allowed",
    });
    const hard = await tgzOf("hardlink.tgz", [
      ok,
      { name: "y.xml", type: "link", linkname: "submission.json" },
    ]);
    expect(await rejection(openBundle(hard))).toEqual({
      file: "y.xml",
      message: "hardlink entries are not allowed",
    });
    const zip = zipOf("symlink.zip", [
      ok,
      { name: "z.xml", type: "symlink", linkname: "/etc/passwd" },
    ]);
    expect(await rejection(openBundle(zip))).toEqual({
      file: "z.xml",
      message: "symlink entries are not allowed",
    });
  });

  it("refuses a zip bomb by its declared ratio", async () => {
    const zeros = Buffer.alloc(8 * 1024 * 1024);
    const zip = zipOf("bomb.zip", [ok, { name: "bomb.xml", zeros: zeros.length }]);
    expect(await rejection(openBundle(zip))).toEqual({
      file: "bomb.xml",
      message: "compression ratio over 200:1 (zip bomb?)",
    });
    const tgz = await tgzOf("bomb.tgz", [ok, { name: "bomb.xml", data: zeros }]);
    expect((await rejection(openBundle(tgz))).message).toMatch(/compression ratio over 200:1/);
  });

  it("refuses a zip whose headers understate what an entry inflates to", async () => {
    const path = zipOf("liar.zip", [ok, { name: "liar.xml", data: Buffer.alloc(4096, 0x61) }]);
    const bytes = await readFile(path);
    // Rewrite liar.xml's uncompressed size to 100 in its local and central headers.
    const local = bytes.indexOf("liar.xml") - 30;
    expect(bytes.readUInt32LE(local)).toBe(0x04034b50);
    bytes.writeUInt32LE(100, local + 22);
    const central = bytes.lastIndexOf(Buffer.from("liar.xml")) - 46;
    expect(bytes.readUInt32LE(central)).toBe(0x02014b50);
    bytes.writeUInt32LE(100, central + 24);
    const bundle = await openBundleBuffer(bytes, "liar.zip");
    expect(bundle.size("liar.xml")).toBe(100);
    const error = await bundle.read("liar.xml").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).problems[0]?.file).toBe("liar.xml");
    await bundle.close();
  });

  it("enforces entry count, total size and per-file size", async () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.txt`, data: "x" }));
    const zip = zipOf("many.zip", many);
    expect((await rejection(openBundle(zip, { maxEntries: 5 }))).message).toMatch(
      /over the limit of 5/,
    );
    const tgz = await tgzOf("many.tgz", many);
    expect(await rejection(openBundle(tgz, { maxEntries: 5 }))).toEqual({
      file: "f5.txt",
      message: "more than 5 entries in the bundle",
    });
    const big = [ok, { name: "big.xml", data: "y".repeat(2000) }];
    expect(await rejection(openBundle(zipOf("big.zip", big), { maxFileBytes: 1000 }))).toEqual({
      file: "big.xml",
      message: "file is 2000 bytes, over the 1000-byte limit",
    });
    expect(
      (await rejection(openBundle(await tgzOf("big.tgz", big), { maxTotalBytes: 1500 }))).message,
    ).toMatch(/more than 1500 bytes/);
  });

  it("refuses duplicate entries", async () => {
    const dup = [ok, { name: "a.xml", data: "1" }, { name: "./a.xml", data: "2" }];
    expect(await rejection(openBundle(zipOf("dup.zip", dup)))).toEqual({
      file: "./a.xml",
      message: "duplicate entry",
    });
    expect((await rejection(openBundle(await tgzOf("dup.tgz", dup)))).message).toBe(
      "duplicate entry",
    );
  });

  it("refuses a file whose path runs through another file", async () => {
    const entries = [ok, { name: "a.xml", data: "1" }, { name: "a.xml/b.xml", data: "2" }];
    expect(await rejection(openBundle(zipOf("through.zip", entries)))).toEqual({
      file: "a.xml/b.xml",
      message: "path runs through a file",
    });
    expect((await rejection(openBundle(await tgzOf("through.tgz", entries)))).file).toBe(
      "a.xml/b.xml",
    );
    const reversed = [ok, { name: "a.xml/b.xml", data: "2" }, { name: "a.xml", data: "1" }];
    expect(await rejection(openBundle(await tgzOf("through-reversed.tgz", reversed)))).toEqual({
      file: "a.xml",
      message: "file has the same path as a folder",
    });
  });

  it("refuses entry names that are not UTF-8", async () => {
    const path = zipOf("latin.zip", [ok, { name: "caf#.xml", data: "x" }]);
    const bytes = await readFile(path);
    for (let i = bytes.indexOf("caf#"); i !== -1; i = bytes.indexOf("caf#", i + 1))
      bytes[i + 3] = 0xe9;
    expect(await rejection(openBundleBuffer(bytes, "latin.zip"))).toEqual({
      file: "caf\u00e9.xml",
      message: "entry name is not valid UTF-8",
    });
    const tarBytes = await tarBuffer([ok, { name: "caf#.xml", data: "x" }], false);
    const at = tarBytes.indexOf("caf#");
    tarBytes[at + 3] = 0xe9;
    // Fix the header checksum (bytes 148..155: sum of the header with that field as spaces).
    const header = at - (at % 512);
    tarBytes.fill(0x20, header + 148, header + 156);
    let sum = 0;
    for (let i = header; i < header + 512; i++) sum += tarBytes[i]!;
    tarBytes.write(`${sum.toString(8).padStart(6, "0")}\0 `, header + 148, "latin1");
    expect((await rejection(openBundleBuffer(tarBytes, "latin.tar"))).message).toBe(
      "entry name is not valid UTF-8",
    );
  });

  it("follows a folder's symlink that stays inside and refuses one that leaves", async () => {
    const root = join(work, "linked");
    await writeTree(root, { "submission.json": "{}", "real.xml": "<testsuites/>" });
    await symlink(join(root, "real.xml"), join(root, "alias.xml"));
    const bundle = await openBundle(root);
    expect(await contents(bundle)).toMatchObject({ "alias.xml": "<testsuites/>" });
    await symlink("/etc/hostname", join(root, "outside.xml"));
    expect(await rejection(openBundle(root))).toEqual({
      file: "outside.xml",
      message: "symlink points outside the bundle",
    });
  });
});
