import { appendFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InstanceDefinition } from "../../evaluator/benchmark/load-benchmark.ts";
import {
  prepareEnvironments,
  type EnvironmentMode,
} from "../../evaluator/environment/prepare-environments.ts";
import { layerTar, writeTestLayout } from "../../evaluator/environment/testing/make-image.ts";
import { checkHealth } from "../../db/queries/health.ts";
import { getVerification } from "../../db/queries/verification.ts";
import { manifestEntry, readManifest } from "../../evaluator/runner/manifest.ts";
import { runWorker } from "./worker.ts";
import {
  cacheDirOf,
  makeVerifyWorld,
  submitBundle,
  writeResultBundle,
  writeSuitesOnlyBundle,
  type VerifyWorld,
} from "./testing/verify-world.ts";
import { expectUnjudged, submitTwo } from "./testing/machine-faults.ts";

/**
 * More machine faults that never become a verdict (machine-faults.test.ts has pytest hidden and
 * the fallback sandbox; these run with `npm run test:slow`): a build toolchain gone from PATH
 * (its pause and repair are pytest-hidden's, through a failed build instead), a suite that
 * prints a fault itself, a build cache changed under the worker, an image that is not the
 * declared digest. The worker judges nobody for the machine's fault, says why, and verifies
 * once the fault is repaired.
 */

describe("a build toolchain removed from PATH", () => {
  let world: VerifyWorld;
  let toolchain: string;
  const path0 = process.env.PATH;
  beforeAll(async () => {
    // The reference builds with a toolchain of its own folder, as rustc under ~/.cargo/bin.
    const root = await mkdtemp(path.join(process.env.TMPDIR ?? "/tmp", "tsb-toolchain-"));
    toolchain = path.join(root, "bin");
    await mkdir(toolchain);
    await writeFile(path.join(toolchain, "adder-cc"), '#!/bin/sh\ncp "$1" "$2"\n', {
      mode: 0o755,
    });
    process.env.PATH = `${toolchain}:${path0}`;
    world = await makeVerifyWorld({
      slotBase: 42,
      buildScript:
        "#!/usr/bin/env bash\nset -e\nadder-cc adder.sh executable\nchmod +x executable\n",
    });
  }, 120_000);
  afterAll(async () => {
    process.env.PATH = path0;
    await world?.cleanup();
  });

  it("pauses instead of failing the jobs, then verifies them once the toolchain is back", async () => {
    const bundleDir = await writeResultBundle(world);
    const ids = await submitTwo(world, bundleDir);
    // A changed reference makes the worker rebuild, now without the toolchain.
    await writeFile(
      path.join(world.benchmarkDir, "instances/adder/reference/NOTES"),
      "rebuilt after the toolchain went away\n",
    );
    process.env.PATH = path0;
    const broken = await runWorker(await world.workerOptions());
    expect(broken.runs).toBe(0);
    await expectUnjudged(world, ids, 2 / 3);
    const [paused] = (await checkHealth(world.db)).verification.paused;
    expect(paused?.reason).toMatch(
      // Any of the reference's builds (one per reference variant) may fail first.
      /build of adder\/reference(~\d)? failed here: the command 'adder-cc' is not installed .*adder-cc: command not found/,
    );
    expect(getVerification(ids[1]!, {}, world.db)?.paused?.reason).toBe(paused?.reason);

    process.env.PATH = `${toolchain}:${path0}`;
    const repaired = await runWorker(await world.workerOptions());
    expect(repaired.jobs).toBe(2);
    for (const id of ids) expect(getVerification(id, {}, world.db)?.status).toBe("verified");
  }, 180_000);
});

describe("a suite that prints a machine fault itself", () => {
  let world: VerifyWorld;
  beforeAll(async () => {
    world = await makeVerifyWorld({ slotBase: 50 });
  }, 120_000);
  afterAll(() => world?.cleanup());

  it("does not stall verification: each run is re-run once after a passing check, then counted", async () => {
    const dir = await writeSuitesOnlyBundle(world, {
      "test_adder.py": `import sys
sys.stderr.write("/usr/bin/python3: No module named pytest\\n")
sys.exit(127)
`,
    });
    const { submissionId } = await submitBundle(world, dir);
    const logs: string[] = [];
    const totals = await runWorker(await world.workerOptions({ log: (l) => logs.push(l) }));
    expect(totals.runs).toBe(6);
    expect(logs.filter((l) => l.includes("showed a fault of this machine"))).toHaveLength(6);
    expect(getVerification(submissionId, {}, world.db)).toMatchObject({
      status: "verified",
      runsDone: 6,
      paused: null,
    });
    const attempts = world.db.$client
      .prepare("SELECT MAX(attempts) AS most FROM verification_tasks")
      .get() as { most: number };
    expect(attempts.most).toBe(2);
  }, 180_000);
});

describe("a build cache changed under the worker", () => {
  let world: VerifyWorld;
  beforeAll(async () => {
    world = await makeVerifyWorld({ slotBase: 52 });
  }, 120_000);
  afterAll(() => world?.cleanup());

  it("pauses instead of failing the job, and the next check rebuilds it", async () => {
    const { submissionId, jobId } = await submitBundle(world, await writeSuitesOnlyBundle(world));
    // The job's runs go in a random order; this test needs its reference runs leased first.
    world.db.$client
      .prepare(
        "UPDATE verification_tasks SET position = position - 1000 WHERE job_id = ? AND run LIKE 'reference/%'",
      )
      .run(jobId);
    const cacheDir = cacheDirOf(world.cacheRoot, world.benchmark);
    const entry = manifestEntry((await readManifest(cacheDir))!, "adder", "mutants/abs-value");
    if (!entry || !("sha256" in entry)) throw new Error("abs-value is not built");
    const executable = path.join(cacheDir, entry.path);
    const logs: string[] = [];
    const broken = await runWorker(
      await world.workerOptions({
        log: (line) => logs.push(line),
        // After the job's build, at its first finished reference run and so before any of its
        // mutant runs: the cache loses an executable's bytes.
        logRun: () => appendFileSync(executable, "\n# changed\n"),
      }),
    );
    expect(broken.jobs).toBe(0);
    const verification = getVerification(submissionId, {}, world.db);
    expect(verification?.status).toMatch(/^(queued|running)$/);
    expect(verification?.paused?.reason).toMatch(
      /the build cache no longer matches its manifest: .*abs-value\/executable: sha256/,
    );
    const repaired = await runWorker(await world.workerOptions());
    expect(repaired.jobs).toBe(1);
    expect(getVerification(submissionId, {}, world.db)?.status).toBe("verified");
  }, 180_000);
});

describe("a declared image that is not the declared digest", () => {
  let world: VerifyWorld;
  let image: string;
  let declared: string;
  beforeAll(async () => {
    world = await makeVerifyWorld({ slotBase: 54 });
    // The benchmark declares an image; the one in its folder is another (a rebuild, say).
    image = path.join(world.benchmarkDir, "environment/image");
    const { id } = await writeTestLayout(image, [
      await layerTar([{ name: "etc/os-release", content: "ID=other\n" }]),
    ]);
    declared = `sha256:${"3".repeat(64)}`;
    expect(id).not.toBe(declared);
    const file = path.join(world.benchmarkDir, "benchmark.json");
    const header = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
    header.environment = {
      image: "environment/image",
      digest: declared,
      spec: "environment/debian.yaml",
    };
    await writeFile(file, JSON.stringify(header));
  }, 120_000);
  afterAll(() => world?.cleanup());

  const withImages = async (mode: EnvironmentMode, log?: (line: string) => void) => {
    const options = await world.workerOptions(log ? { log } : {});
    return {
      ...options,
      prepare: {
        ...options.prepare,
        environments: (instances: readonly InstanceDefinition[]) =>
          prepareEnvironments(instances, {
            mode,
            cacheRoot: path.join(world.root, "images"),
            sandbox: () => Promise.resolve(options.sandbox),
            warn: () => undefined,
          }),
      },
    };
  };

  it("pauses verification with the reason and the command that makes the image, failing no job", async () => {
    const ids = await submitTwo(world, await writeResultBundle(world));
    const logs: string[] = [];
    const broken = await runWorker(await withImages("auto", (l) => logs.push(l)));
    expect(broken.runs).toBe(0);
    await expectUnjudged(world, ids, 2 / 3);
    const paused = getVerification(ids[0]!, {}, world.db)?.paused;
    expect(paused?.reason).toContain(
      `the benchmark's environment image cannot be used here: benchmark.json: environment digest is ${declared}, but ${image} is image sha256:`,
    );
    expect(paused?.fix).toContain(
      `make it with \`tsb env build ${path.join(world.benchmarkDir, "environment/debian.yaml")} --out ${image}\``,
    );
    expect(paused?.fix).toContain(`tsb env inspect ${image}`);
    expect((await checkHealth(world.db)).verification.paused).toEqual([paused]);
    expect(logs.join("\n")).toMatch(/paused: .*environment digest is/);

    // An image that cannot be read at all is the machine's fault too.
    await writeFile(path.join(image, "index.json"), "{ not json");
    await runWorker(await withImages("auto"));
    await expectUnjudged(world, ids, 2 / 3);
    expect(getVerification(ids[0]!, {}, world.db)?.paused?.reason).toMatch(
      /environment image cannot be used here: .*index\.json/,
    );

    // Gone, and the worker asked to verify in the image only: paused, with how to make it.
    await rm(image, { recursive: true });
    await runWorker(await withImages("image"));
    await expectUnjudged(world, ids, 2 / 3);
    expect(getVerification(ids[0]!, {}, world.db)?.paused).toMatchObject({
      reason: expect.stringMatching(/environment image .*is not there/) as unknown,
      fix: expect.stringContaining("make the image with `tsb env build") as unknown,
    });

    // Without the image, auto verifies on the host's toolchains, as the docs say.
    const repaired = await runWorker(await withImages("auto"));
    expect(repaired.jobs).toBe(2);
    for (const id of ids) expect(getVerification(id, {}, world.db)?.status).toBe("verified");
    // Both environments are kept and shown: the bundle's (made by tsb run on the host) and the
    // site's runs' (on the host too, the image being gone), each against the declared image.
    const { environments } = getVerification(ids[0]!, {}, world.db)!;
    expect(environments).toMatchObject({
      claimed: { label: "host", declared: [declared] },
      verified: { label: "host", declared: [declared] },
      same: true,
    });
    expect(environments.verified?.runs.host).toBeGreaterThanOrEqual(6);
    expect(environments.claimed?.summary).toContain("made on the host's toolchains");
  }, 180_000);
});
