import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { detectSandbox } from "../runner/sandbox.ts";
import { unpackImage } from "./image-cache.ts";
import { ImageError, ImageMissingError } from "./image-error.ts";
import { imageSandbox, imageView, probeImageSandbox } from "./image-sandbox.ts";
import { prepareEnvironments } from "./prepare-environments.ts";
import { layerTar, writeTestLayout } from "./testing/make-image.ts";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "tsb-env-test-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function instance(image: string, digest: string): InstanceDefinition {
  return {
    id: "tally",
    title: "tally",
    language: "C",
    sections: [],
    sectionCount: 0,
    mutantCount: 0,
    referenceTests: 0,
    mutants: [],
    environment: { image, digest, declaredIn: "benchmark.json", spec: "environment/debian.yaml" },
    dir: root,
  };
}

/** A tiny image: a few folders and a link, no shell. */
async function tinyImage() {
  const layout = path.join(root, "layout");
  const { id } = await writeTestLayout(layout, [
    await layerTar([
      { name: "usr/bin/", dir: true },
      { name: "etc/os-release", content: "ID=tiny\n" },
      { name: "bin", symlink: "usr/bin" },
      { name: "tmp/", dir: true },
      { name: "dev/", dir: true },
    ]),
  ]);
  return { layout, id };
}

describe("prepareEnvironments", () => {
  const sandbox = () => detectSandbox(false);

  it("falls back to the host under auto when the image is absent, saying how to build it", async () => {
    const warnings: string[] = [];
    const missing = instance(path.join(root, "image.tar"), `sha256:${"2".repeat(64)}`);
    const environments = await prepareEnvironments([missing], {
      mode: "auto",
      cacheRoot: path.join(root, "cache"),
      sandbox,
      warn: (m) => warnings.push(m),
    });
    expect(environments.size).toBe(0);
    expect(warnings.join("\n")).toMatch(
      /image\.tar .*is not there.*host's toolchains.*tsb env build environment\/debian\.yaml/s,
    );
  });

  it("refuses under --env image when the image is absent, and ignores it under --env host", async () => {
    const missing = instance(path.join(root, "image.tar"), `sha256:${"2".repeat(64)}`);
    const options = { cacheRoot: path.join(root, "cache"), sandbox, warn: () => undefined };
    await expect(
      prepareEnvironments([missing], { ...options, mode: "image" }),
    ).rejects.toBeInstanceOf(ImageMissingError);
    expect((await prepareEnvironments([missing], { ...options, mode: "host" })).size).toBe(0);
  });

  it("never falls back from an image with the wrong digest", async () => {
    const { layout } = await tinyImage();
    const wrong = instance(layout, `sha256:${"3".repeat(64)}`);
    await expect(
      prepareEnvironments([wrong], {
        mode: "auto",
        cacheRoot: path.join(root, "cache"),
        sandbox,
        warn: () => undefined,
      }),
    ).rejects.toThrow(/environment digest is sha256:3{64}, but .* is image sha256:/);
  });
});

describe("the image's sandbox", () => {
  it("shows the image's top-level entries at / (links as links) and nothing it mounts itself", async () => {
    const { layout, id } = await tinyImage();
    const image = await unpackImage(
      { image: layout, digest: id, declaredIn: "test" },
      path.join(root, "cache"),
    );
    const view = imageView(image);
    expect(view.binds.map((b) => [b.path, b.symlink ?? b.source])).toEqual([
      ["/bin", "usr/bin"],
      ["/etc", path.join(image.rootfs, "etc")],
      ["/usr", path.join(image.rootfs, "usr")],
    ]);
    expect(view.path).toBe("/usr/bin:/bin");
  });

  it("tells why an image cannot host runs (no shell, no util-linux), once, before any run", async () => {
    const { layout, id } = await tinyImage();
    const image = await unpackImage(
      { image: layout, digest: id, declaredIn: "test" },
      path.join(root, "cache"),
    );
    const sandbox = imageSandbox(await detectSandbox(false), image);
    await expect(probeImageSandbox(sandbox, image)).rejects.toThrow(
      /cannot host runs: .*an image needs sh and coreutils, and prlimit and setpriv/,
    );
  });

  it("needs bubblewrap: the weaker sandboxes cannot show another root", async () => {
    const { layout, id } = await tinyImage();
    const image = await unpackImage(
      { image: layout, digest: id, declaredIn: "test" },
      path.join(root, "cache"),
    );
    expect(() => imageSandbox({ kind: "unshare", dropToUid: false, prlimit: true }, image)).toThrow(
      ImageError,
    );
  });
});
