/**
 * The archive limits that a hostile-input pass found lacking: overlapping zip entries, entries
 * of exactly the ratio floor, many entries just under it, and more suite and log text than a
 * stored submission keeps.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BundleError } from "../errors.ts";
import { RATIO_FLOOR_BYTES } from "./limits.ts";
import { openBundle, openBundleBuffer } from "./open-bundle.ts";
import { tarBuffer, writeZip, type ArchiveEntry } from "./testing/archives.ts";
import { withOverlappingCopies } from "./testing/overlapping-zip.ts";

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "tsb-limits-test-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const ok = { name: "submission.json", data: "{}" };

async function zipBytes(name: string, entries: ArchiveEntry[]): Promise<Buffer> {
  const out = join(work, name);
  writeZip(out, entries);
  return readFile(out);
}

async function problemOf(bytes: Buffer, name: string) {
  const error = await openBundleBuffer(bytes, name).then(
    async (bundle) => {
      await bundle.close();
      return undefined;
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BundleError);
  return (error as BundleError).problems[0]!;
}

describe("archive limits", () => {
  it("refuses central-directory records that share one entry's data", async () => {
    const text = randomBytes(48 * 1024).toString("base64");
    const base = await zipBytes("overlap.zip", [ok, { name: "suite/a.txt", data: text }]);
    const names = Array.from({ length: 400 }, (_, i) => `suite/copy-${i}.txt`);
    const bomb = withOverlappingCopies(base, "suite/a.txt", names);
    expect(await problemOf(bomb, "overlap.zip")).toEqual({
      file: "suite/copy-0.txt",
      message: "its data overlaps that of 'suite/a.txt' (overlapping entries: a zip bomb?)",
    });
    // The same archive without the copies opens: the copies alone are the problem.
    const bundle = await openBundleBuffer(base, "base.zip");
    expect(bundle.list()).toEqual(["submission.json", "suite/a.txt"]);
    await bundle.close();
  });

  it("checks the ratio of an entry of exactly the floor's size", async () => {
    const bytes = await zipBytes("floor.zip", [ok, { name: "a.txt", zeros: RATIO_FLOOR_BYTES }]);
    expect(await problemOf(bytes, "floor.zip")).toEqual({
      file: "a.txt",
      message: "compression ratio over 200:1 (zip bomb?)",
    });
  });

  it("checks the ratio over all entries, so many just under the floor add up", async () => {
    const entries = Array.from({ length: 3 }, (_, i) => ({
      name: `f${i}.txt`,
      zeros: RATIO_FLOOR_BYTES / 2,
    }));
    const bytes = await zipBytes("many-small.zip", [ok, ...entries]);
    expect(await problemOf(bytes, "many-small.zip")).toEqual({
      file: "f1.txt",
      message: "the archive's files together have a compression ratio over 200:1 (zip bomb?)",
    });
  });

  it("caps the suite and log text a submission stores, in every archive kind", async () => {
    const megabyte = () => randomBytes(768 * 1024).toString("base64");
    const entries = [
      ok,
      ...Array.from({ length: 17 }, (_, i) => ({
        name: `instances/a/suite/s${String(i).padStart(2, "0")}.py`,
        data: megabyte(),
      })),
      ...Array.from({ length: 16 }, (_, i) => ({
        name: `instances/a/logs/l${String(i).padStart(2, "0")}.txt`,
        data: megabyte(),
      })),
    ];
    const expected = {
      file: "instances/a/suite/s16.py",
      message:
        "suite/ and logs/ files total more than 33554432 bytes, the cap on sources and logs stored per submission",
    };
    expect(await problemOf(await tarBuffer(entries), "text.tar.gz")).toEqual(expected);
    // Under a single top folder, the paths inside the bundle are what count and are named.
    const nested = entries.map((e) => ({ ...e, name: `run/${e.name}` }));
    expect(await problemOf(await zipBytes("text.zip", nested), "text.zip")).toEqual(expected);
    const within = await openBundle(join(work, "text.zip"), { maxStoredTextBytes: 64 * 1024 ** 2 });
    expect(within.list()).toHaveLength(34);
    await within.close();
  });
});
