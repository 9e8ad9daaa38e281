import { existsSync, lstatSync } from "node:fs";
import { mkdtemp, readdir, readFile, readlink, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ImageError, ImageMissingError } from "./image-error.ts";
import { unpackImage } from "./image-cache.ts";
import { inspectImage } from "./inspect-image.ts";
import { dockerSaveTar, layerTar, writeTestLayout } from "./testing/make-image.ts";
import { writeLayout } from "./write-layout.ts";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "tsb-image-test-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const request = (image: string, digest: string) => ({
  image,
  digest,
  declaredIn: "benchmark.json",
});

/** Two layers: the second deletes, empties and links over what the first left. */
async function twoLayers(): Promise<Buffer[]> {
  return [
    await layerTar([
      { name: "usr/", dir: true },
      { name: "usr/bin/", dir: true },
      { name: "usr/bin/tool", content: "#!/bin/sh\necho v1\n", mode: 0o755 },
      { name: "usr/bin/old", content: "gone in layer 2" },
      { name: "etc/conf.d/", dir: true },
      { name: "etc/conf.d/a", content: "lower a" },
      { name: "etc/conf.d/b", content: "lower b" },
      { name: "bin", symlink: "usr/bin" },
    ]),
    await layerTar([
      { name: "usr/bin/.wh.old", content: "" },
      { name: "etc/conf.d/.wh..wh..opq", content: "" },
      { name: "etc/conf.d/c", content: "upper c" },
      { name: "usr/bin/tool", content: "#!/bin/sh\necho v2\n", mode: 0o755 },
      { name: "usr/bin/tool2", hardlink: "usr/bin/tool" },
      // Through the symlink: lands in usr/bin, inside the image.
      { name: "bin/via-link", content: "through bin" },
    ]),
  ];
}

describe("unpackImage", () => {
  it("applies layers in order with whiteouts, opaque folders, links and symlinks", async () => {
    const layout = path.join(root, "layout");
    const { id } = await writeTestLayout(layout, await twoLayers(), { gzip: true });
    const image = await unpackImage(request(layout, id), path.join(root, "cache"));
    const at = (rel: string) => path.join(image.rootfs, rel);
    expect(await readFile(at("usr/bin/tool"), "utf8")).toContain("v2");
    expect(lstatSync(at("usr/bin/tool")).mode & 0o777).toBe(0o755);
    expect(lstatSync(at("usr/bin/tool2")).ino).toBe(lstatSync(at("usr/bin/tool")).ino);
    expect(existsSync(at("usr/bin/old"))).toBe(false);
    expect((await readdir(at("etc/conf.d"))).sort()).toEqual(["c"]);
    expect(await readlink(at("bin"))).toBe("usr/bin");
    expect(await readFile(at("usr/bin/via-link"), "utf8")).toBe("through bin");
    expect(image.env).toEqual(["PATH=/usr/bin:/bin"]);
  });

  it("keeps a symlink to / inside the image: a layer cannot write to the host through it", async () => {
    const escape = path.join(root, "escaped");
    const layers = [
      await layerTar([{ name: "host", symlink: "/" }]),
      await layerTar([{ name: `host${escape}`, content: "should stay in the image" }]),
    ];
    const layout = path.join(root, "layout");
    const { id } = await writeTestLayout(layout, layers);
    const image = await unpackImage(request(layout, id), path.join(root, "cache"));
    expect(existsSync(escape)).toBe(false);
    expect(await readFile(path.join(image.rootfs, escape), "utf8")).toBe(
      "should stay in the image",
    );
  });

  it("refuses an entry that climbs out with '..', naming the layer and the entry", async () => {
    const layout = path.join(root, "layout");
    const { id } = await writeTestLayout(layout, [
      await layerTar([{ name: "usr/../../evil", content: "x" }]),
    ]);
    await expect(unpackImage(request(layout, id), path.join(root, "cache"))).rejects.toThrow(
      /layer 1 of 1 .*'usr\/\.\.\/\.\.\/evil' climbs out/,
    );
  });

  it("refuses a digest that is not the image's, naming where it was declared and the real one", async () => {
    const layout = path.join(root, "layout");
    const { id } = await writeTestLayout(layout, await twoLayers());
    const wrong = `sha256:${"0".repeat(64)}`;
    const error = await unpackImage(request(layout, wrong), path.join(root, "cache")).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImageError);
    expect((error as Error).message).toContain(`benchmark.json: environment digest is ${wrong}`);
    expect((error as Error).message).toContain(id);
  });

  it("refuses an altered layer and leaves nothing in the cache", async () => {
    const layout = path.join(root, "layout");
    const { id, layerFiles } = await writeTestLayout(layout, await twoLayers());
    const bytes = await readFile(layerFiles[1] as string);
    bytes.write("UPPER", bytes.indexOf("upper c")); // a file's content, not a header
    await writeFile(layerFiles[1] as string, bytes);
    const cache = path.join(root, "cache");
    await expect(unpackImage(request(layout, id), cache)).rejects.toThrow(
      /layer 2 of 2.*damaged or altered/,
    );
    expect(await readdir(cache)).toEqual([]);
  });

  it("reads a docker save archive by its image id, and reuses the cache once the archive is gone", async () => {
    const { tar, id } = await dockerSaveTar(await twoLayers());
    const archive = path.join(root, "image.tar");
    await writeFile(archive, tar);
    const cache = path.join(root, "cache");
    const first = await unpackImage(request(archive, id), cache);
    expect(await readFile(path.join(first.rootfs, "usr/bin/tool"), "utf8")).toContain("v2");
    await rm(archive);
    const again = await unpackImage(request(archive, id), cache);
    expect(again.rootfs).toBe(first.rootfs);
  });

  it("says the image is missing, as its own error, when neither the image nor the cache has it", async () => {
    const missing = path.join(root, "nowhere.tar");
    await expect(
      unpackImage(request(missing, `sha256:${"1".repeat(64)}`), path.join(root, "cache")),
    ).rejects.toBeInstanceOf(ImageMissingError);
  });
});

describe("writeLayout", () => {
  it("writes the same digests for the same layer, as a folder or one tar that tsb reads back", async () => {
    const rootfs = path.join(root, "rootfs.tar");
    await writeFile(rootfs, await layerTar([{ name: "etc/os-release", content: "ID=test\n" }]));
    const options = {
      created: new Date(1704067200_000),
      env: ["PATH=/bin"],
      tag: "t:1",
      createdBy: "test",
    };
    const asFolder = await writeLayout(rootfs, path.join(root, "out"), options);
    const asTar = await writeLayout(rootfs, path.join(root, "out.tar"), options);
    expect(asTar.id).toBe(asFolder.id);
    expect(asTar.manifestDigest).toBe(asFolder.manifestDigest);
    const inspected = await inspectImage(path.join(root, "out.tar"));
    expect(inspected.id).toBe(asFolder.id);
    expect(inspected.manifestDigest).toBe(asFolder.manifestDigest);
    // Declared by manifest digest, as a registry shows it, it is found too.
    const image = await unpackImage(
      request(path.join(root, "out.tar"), asFolder.manifestDigest),
      path.join(root, "cache"),
    );
    expect(await readFile(path.join(image.rootfs, "etc/os-release"), "utf8")).toBe("ID=test\n");
  });
});
