import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sandboxView } from "../sandbox-mounts.ts";
import {
  memoryView,
  memoryViewStats,
  pruneOldCopies,
  pruneStaleRuns,
  sourcesOf,
} from "./memory-tree.ts";

const uid = process.getuid?.() ?? 0;
const made: string[] = [];
afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
});

/** A finished copy's folder in `base`, as copyInto leaves it, recording `sources`. */
async function fakeCopy(base: string, name: string, sources: string[], age = 0): Promise<string> {
  const dir = path.join(base, `tsb-view-${uid}-${name}`);
  await mkdir(dir, { mode: 0o755 });
  const marker = path.join(dir, ".tsb-view-complete");
  await writeFile(marker, JSON.stringify({ files: 0, bytes: 0, sources }));
  const when = new Date(Date.now() - age);
  await utimes(marker, when, when);
  return dir;
}

describe("the memory copies of sandbox views", () => {
  it("record what they were copied from", async () => {
    const { dir } = await memoryView(sandboxView());
    expect(memoryViewStats(dir)?.sources).toContain("/usr");
  });

  it("of an image record its root file system's folders, never its digest", () => {
    const view = {
      image: "sha256:0123",
      path: "/usr/bin:/bin",
      binds: [
        { path: "/usr", source: "/cache/images/sha256-0123/rootfs/usr", why: "image" },
        { path: "/bin", symlink: "usr/bin", why: "image" },
      ],
    };
    expect(sourcesOf(view)).toEqual(["/cache/images/sha256-0123/rootfs/usr"]);
  });

  it("are removed when their sources are gone or unused for a day, and kept otherwise", async () => {
    const base = await mkdtemp("/dev/shm/tsb-prune-test-");
    made.push(base);
    const image = await mkdtemp(path.join(base, "image-"));
    const kept = await fakeCopy(base, "kept", [image]);
    const gone = await fakeCopy(base, "gone", [path.join(base, "removed-image")]);
    const old = await fakeCopy(base, "old", [image], 25 * 3600 * 1000);
    const another = path.join(base, `tsb-view-${uid + 1}-other`);
    await mkdir(another);
    await pruneOldCopies(base);
    expect(existsSync(kept)).toBe(true);
    expect(existsSync(gone)).toBe(false);
    expect(existsSync(old)).toBe(false);
    // Only its own uid's copies: another uid's are not tsb's of this user to remove.
    expect(existsSync(another)).toBe(true);
  });

  it("run folders left by a killed tsb are removed a day on, and a run's own kept", async () => {
    const runs = await mkdtemp("/dev/shm/tsb-runs-test-");
    made.push(runs);
    const folder = async (name: string, ageHours: number) => {
      const dir = path.join(runs, name);
      await mkdir(path.join(dir, "suite"), { recursive: true });
      await writeFile(path.join(dir, "executable"), "#!/bin/sh\n");
      const when = new Date(Date.now() - ageHours * 3600 * 1000);
      await utimes(dir, when, when);
      return dir;
    };
    const running = await folder("a-run", 2);
    const left = await folder("b-run", 25);
    await pruneStaleRuns(runs);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(left)).toBe(false);
  });
});
