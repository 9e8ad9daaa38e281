import type { EnvironmentDeclaration, InstanceDefinition } from "../benchmark/load-benchmark.ts";
import { UsageError } from "../errors.ts";
import type { BuildEnvironment } from "../runner/build-one.ts";
import type { Sandbox } from "../runner/sandbox.ts";
import { unpackImage } from "./image-cache.ts";
import { ImageError, ImageMissingError } from "./image-error.ts";
import { imageBuildEnvironment, imageSandbox, probeImageSandbox } from "./image-sandbox.ts";

/**
 * `--env`: `image` runs in the declared image or refuses; `host` ignores it; `auto` (the
 * default) uses the image when it is there and otherwise runs on the host's toolchains, saying
 * so, and every run it records is labelled `host`.
 */
export const ENVIRONMENT_MODES = ["auto", "image", "host"] as const;
export type EnvironmentMode = (typeof ENVIRONMENT_MODES)[number];

/** Where one instance's builds and runs happen, when it is an image. */
export interface InstanceEnvironment {
  digest: string;
  sandbox: Sandbox;
  build: BuildEnvironment;
}

export function parseEnvironmentMode(value: string): EnvironmentMode {
  if ((ENVIRONMENT_MODES as readonly string[]).includes(value)) return value as EnvironmentMode;
  throw new UsageError(`--env: must be one of ${ENVIRONMENT_MODES.join(", ")}, not '${value}'`);
}

/**
 * The image each instance runs in, unpacked (once, verified) into `cacheRoot`; an instance
 * missing from the map runs on the host. A declared image with the wrong digest or a broken
 * layer is always an error: only an absent image may fall back, and only under `auto`.
 */
export async function prepareEnvironments(
  instances: readonly InstanceDefinition[],
  options: {
    mode: EnvironmentMode;
    cacheRoot: string;
    sandbox: () => Promise<Sandbox>;
    warn: (message: string) => void;
  },
): Promise<Map<string, InstanceEnvironment>> {
  const byInstance = new Map<string, InstanceEnvironment>();
  if (options.mode === "host") return byInstance;
  const prepared = new Map<string, InstanceEnvironment | null>();
  for (const instance of instances) {
    const declared = instance.environment;
    if (declared === undefined) {
      if (options.mode === "image")
        throw new UsageError(`--env image: instance '${instance.id}' declares no environment`);
      continue;
    }
    let environment = prepared.get(declared.digest);
    if (environment === undefined) {
      environment = await prepareOne(declared, options);
      prepared.set(declared.digest, environment);
    }
    if (environment) byInstance.set(instance.id, environment);
  }
  return byInstance;
}

async function prepareOne(
  declared: EnvironmentDeclaration,
  options: {
    mode: EnvironmentMode;
    cacheRoot: string;
    sandbox: () => Promise<Sandbox>;
    warn: (message: string) => void;
  },
): Promise<InstanceEnvironment | null> {
  try {
    const image = await unpackImage(declared, options.cacheRoot);
    const sandbox = imageSandbox(await options.sandbox(), image);
    await probeImageSandbox(sandbox, image);
    return { digest: declared.digest, sandbox, build: imageBuildEnvironment(sandbox, image) };
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    if (!(error instanceof ImageMissingError && options.mode === "auto"))
      throw withFix(error, declared);
    options.warn(
      `${error.message}; using the host's toolchains instead (runs are recorded as environment "host"). ` +
        `Build the image with ${buildHint(declared)} for exact verification, or pass --env host to silence this.`,
    );
    return null;
  }
}

/**
 * The error with what the operator does about it: an image that is absent, or there with
 * another digest or damaged, is made again from the spec or copied from where the benchmark
 * publishes it. This is what the worker shows beside a benchmark it pauses.
 */
function withFix(error: ImageError, declared: EnvironmentDeclaration): ImageError {
  if (error.fix !== null) return error;
  const how = buildHint(declared);
  if (error instanceof ImageMissingError)
    return new ImageMissingError(
      error.message,
      `make the image with ${how}, or copy the one the benchmark publishes to ${declared.image}`,
    );
  return new ImageError(
    error.message,
    `replace ${declared.image} with the image the benchmark declares: make it with ${how}, or copy ` +
      `the one the benchmark publishes (\`tsb env inspect ${declared.image}\` prints the digest of the one there)`,
  );
}

function buildHint(declared: EnvironmentDeclaration): string {
  return declared.spec
    ? `\`tsb env build ${declared.spec} --out ${declared.image}\``
    : "the benchmark's instructions";
}
