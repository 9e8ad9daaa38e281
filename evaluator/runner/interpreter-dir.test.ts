import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findInView, interpreterDir } from "./interpreter-dir.ts";

describe("findInView", () => {
  it("finds an interpreter on the view's PATH through its links", () => {
    const node = findInView({ binds: [{ path: "/usr", why: "" }], path: "/usr/bin" }, "sh");
    expect(node).toMatch(/^\/usr\//);
    expect(findInView({ binds: [], path: "/usr/bin" }, "sh")).toBeNull();
  });
});

describe("interpreterDir", () => {
  it("gives two views' interpreters of one path their own copies (the host's node is not an image's)", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "tsb-interp-"));
    try {
      const views = [];
      for (const [name, bytes] of [
        ["host", "#!host node\n"],
        ["image", "#!the image's own node, another size\n"],
      ] as const) {
        await mkdir(path.join(root, name, "usr/bin"), { recursive: true });
        await writeFile(path.join(root, name, "usr/bin/node"), bytes, { mode: 0o755 });
        views.push({
          binds: [{ path: "/usr", source: path.join(root, name, "usr"), why: "" }],
          path: "/usr/bin",
        });
      }
      const scratch = path.join(root, "runs");
      const [host, image] = [
        await interpreterDir(scratch, views[0]!, "node"),
        await interpreterDir(scratch, views[1]!, "node"),
      ];
      expect(host).not.toBe(image);
      expect((await stat(path.join(host, "node"))).size).toBe(12);
      expect((await stat(path.join(image, "node"))).size).toBe(37);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
