import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { ImageError } from "./image-error.ts";
import { writeLayout, type WrittenImage } from "./write-layout.ts";

/**
 * `tsb env build`'s spec (JSON or YAML): a Debian release and the packages to install on a
 * minimal system. `sourceDateEpoch` fixes every timestamp, so the same package versions make
 * the same image, byte for byte.
 */
export const imageSpecSchema = z.strictObject({
  suite: z.string().regex(/^[a-z][a-z0-9.-]*$/, "must be a Debian suite name, e.g. bookworm"),
  mirror: z.url().default("http://deb.debian.org/debian"),
  /** mmdebstrap's variant: `apt` is the essential set plus apt; `minbase` adds required ones. */
  variant: z
    .enum(["essential", "apt", "minbase", "buildd", "required", "important"])
    .default("apt"),
  packages: z.array(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9+.:=~-]*$/, "must be a Debian package name, optionally =version"),
  ),
  sourceDateEpoch: z.number().int().nonnegative().default(1704067200),
  tag: z.string().min(1).optional(),
});

export type ImageSpec = z.infer<typeof imageSpecSchema>;

/** Debian's default PATH, the one its login shells set. */
const DEBIAN_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

/** Reads and validates a spec file; every problem names the file and the field. */
export async function readImageSpec(file: string): Promise<ImageSpec> {
  const text = await readFile(file, "utf8").catch(() => {
    throw new ImageError(`${file}: cannot read the spec`);
  });
  let data: unknown;
  try {
    data = file.endsWith(".json") ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new ImageError(`${file}: ${(error as Error).message}`);
  }
  const parsed = imageSpecSchema.safeParse(data);
  if (!parsed.success)
    throw new ImageError(
      parsed.error.issues
        .map((i) => `${file}: ${i.path.join(".") || "(top)"}: ${i.message}`)
        .join("\n"),
    );
  return parsed.data;
}

/**
 * Builds the spec's image with mmdebstrap (from the spec's Debian mirror) into `out`, an OCI
 * layout folder or, for a `.tar` name, one archive. Root builds in a chroot; any other user
 * needs unprivileged user namespaces (mmdebstrap's unshare mode).
 */
export async function buildImage(
  spec: ImageSpec,
  specName: string,
  out: string,
  log: (line: string) => void,
): Promise<WrittenImage & { seconds: number }> {
  const started = process.hrtime.bigint();
  const scratch = await mkdtemp(path.join(os.tmpdir(), "tsb-env-"));
  try {
    const rootfs = path.join(scratch, "rootfs.tar");
    const argv = [
      `--variant=${spec.variant}`,
      `--mode=${process.getuid?.() === 0 ? "root" : "unshare"}`,
      "--format=tar",
      ...(spec.packages.length > 0 ? [`--include=${spec.packages.join(",")}`] : []),
      spec.suite,
      rootfs,
      spec.mirror,
    ];
    await run("mmdebstrap", argv, { SOURCE_DATE_EPOCH: String(spec.sourceDateEpoch) }, log);
    const written = await writeLayout(rootfs, out, {
      created: new Date(spec.sourceDateEpoch * 1000),
      env: [`PATH=${DEBIAN_PATH}`, "LANG=C.UTF-8"],
      tag:
        spec.tag ??
        `tsb-env/${path.basename(specName).replace(/\.(json|ya?ml)$/, "")}:${spec.suite}`,
      createdBy: `tsb env build (mmdebstrap --variant=${spec.variant} ${spec.suite} +${spec.packages.join(",")})`,
    });
    return { ...written, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function run(
  command: string,
  args: string[],
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let tail = "";
    const keep = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      tail = (tail + text).slice(-4000);
      for (const line of text.split("\n").filter(Boolean)) log(line);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new ImageError(
          error.code === "ENOENT"
            ? `${command} is not installed: apt-get install ${command} (Debian, Ubuntu)`
            : `${command}: ${error.message}`,
        ),
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new ImageError(`${command} exited with ${code}:\n${tail.trim()}`)),
    );
  });
}
