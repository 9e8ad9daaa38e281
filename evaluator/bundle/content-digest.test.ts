import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentDigest } from "./content-digest.ts";
import { openBundle, openBundleBuffer } from "./open-bundle.ts";
import { tarBuffer, writeZip, type ArchiveEntry } from "./testing/archives.ts";

/** The committed demo bundle (JUnit XML from real pytest runs), as archive entries. */
const DEMO = path.resolve(import.meta.dirname, "../../data/bundles/agent-focused");
function demoEntries(dir = DEMO): ArchiveEntry[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    return d.isDirectory()
      ? demoEntries(full)
      : [
          {
            name: path.relative(DEMO, full).split(path.sep).join("/"),
            data: fs.readFileSync(full),
          },
        ];
  });
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "tsb-content-digest-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function digestOf(open: () => ReturnType<typeof openBundle>) {
  const bundle = await open();
  try {
    return { content: await contentDigest(bundle), own: bundle.sha256 };
  } finally {
    await bundle.close();
  }
}

function writeFolder(name: string, entries: ArchiveEntry[]): string {
  const root = path.join(work, name);
  for (const e of entries) {
    fs.mkdirSync(path.dirname(path.join(root, e.name)), { recursive: true });
    fs.writeFileSync(path.join(root, e.name), e.data ?? "");
  }
  return root;
}

describe("contentDigest", () => {
  const entries = demoEntries();

  it("is the same for a folder, a zip, a tar.gz under a top folder, and a zip with macOS junk", async () => {
    const folder = await digestOf(() => openBundle(writeFolder("folder", entries)));
    const zipFile = path.join(work, "bundle.zip");
    writeZip(zipFile, entries);
    const zip = await digestOf(() => openBundle(zipFile));
    const tar = await digestOf(async () =>
      openBundleBuffer(
        await tarBuffer(entries.map((e) => ({ ...e, name: `run/${e.name}` }))),
        "bundle.tar.gz",
      ),
    );
    const junkFile = path.join(work, "junk.zip");
    writeZip(junkFile, [
      ...entries,
      { name: ".DS_Store", data: "finder" },
      { name: "instances/._calc", data: "fork" },
    ]);
    const junk = await digestOf(() => openBundle(junkFile));
    expect(zip.own).not.toBe(folder.own);
    expect(new Set([folder.content, zip.content, tar.content, junk.content]).size).toBe(1);
    // A folder's own digest is its content digest, so folders stored before still match.
    expect(folder.content).toBe(folder.own);
  });

  it("changes with one file's content or name", async () => {
    const base = await digestOf(() => openBundle(writeFolder("base", entries)));
    const edited = entries.map((e, i) => (i === 1 ? { ...e, data: `${String(e.data)} ` } : e));
    const renamed = entries.map((e, i) => (i === 1 ? { ...e, name: `${e.name}.bak` } : e));
    const a = await digestOf(() => openBundle(writeFolder("edited", edited)));
    const b = await digestOf(() => openBundle(writeFolder("renamed", renamed)));
    expect(a.content).not.toBe(base.content);
    expect(b.content).not.toBe(base.content);
  });
});
