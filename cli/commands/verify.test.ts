import { execFile } from "node:child_process";
import { chmod, mkdir, readFile, writeFile, cp } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { z } from "zod";
import { PYTEST } from "../../evaluator/runner/testing/benchmark.ts";
import { snapshot } from "../../db/testing/temp-db.ts";
import { getVerification } from "../../db/queries/verification.ts";
import {
  makeVerifyWorld,
  submitBundle,
  writeSuitesOnlyBundle,
  type VerifyWorld,
} from "../worker/testing/verify-world.ts";

const run = promisify(execFile);
const TSB = path.resolve("bin/tsb.mjs");

let world: VerifyWorld;
let submissionId: number;
let out: string;

/**
 * Slurm's sbatch, standing in on this machine: runs a job's --wrap at once (an --array job once
 * per index, with SLURM_ARRAY_TASK_ID set) and prints a job id, so the exported submit.sh runs
 * its build, shards and merge for real.
 */
const FAKE_SBATCH = `#!/bin/bash
wrap=""; array=""
while [ $# -gt 0 ]; do
  case "$1" in
    --wrap) wrap="$2"; shift 2;;
    --array=*) array="\${1#--array=}"; shift;;
    *) shift;;
  esac
done
if [ -n "$array" ]; then
  for i in $(seq "\${array%-*}" "\${array#*-}"); do
    SLURM_ARRAY_TASK_ID=$i SLURM_CPUS_PER_TASK=2 sh -c "$wrap" >&2 || exit 1
  done
else
  sh -c "$wrap" >&2 || exit 1
fi
echo $RANDOM
`;

beforeAll(async () => {
  world = await makeVerifyWorld({ slotBase: 28 });
  ({ submissionId } = await submitBundle(world, await writeSuitesOnlyBundle(world)));
  out = path.join(world.root, "export");
  await run(process.execPath, [
    TSB,
    ...["verify", "export", String(submissionId), "--out", out, "--db", world.dbFile],
    ...[
      "--shards",
      "2",
      "--benchmarks",
      world.benchmarksRoot,
      "--benchmark-dir",
      world.benchmarkDir,
    ],
    ...["--cmd", `${PYTEST} --junitxml={junit}`, "--timeout", "5"],
  ]);
}, 120_000);
afterAll(async () => {
  await world?.cleanup();
});

describe("tsb verify export", () => {
  it("writes the suites, submission.json and the job's run plan", async () => {
    expect(await readFile(path.join(out, "suites/adder/test_adder.py"), "utf8")).toContain(
      "def test_sum",
    );
    const plan = JSON.parse(await readFile(path.join(out, "plan.json"), "utf8")) as {
      runs: string[];
      instances: string[];
    };
    expect(plan.instances).toEqual(["adder"]);
    // The job's runs in its seeded random order (confirmations are the batch run's own).
    expect([...plan.runs].sort()).toEqual([
      "adder/mutants/abs-value",
      "adder/mutants/empty-silent",
      "adder/mutants/seven-hangs",
      "adder/reference/1",
      "adder/reference/2",
      "adder/reference/3",
    ]);
  });

  it("writes a Kubernetes Indexed Job of n tsb run shards and a merge Job", async () => {
    const text = await readFile(path.join(out, "k8s/verify.yaml"), "utf8");
    const docs = parseAllDocuments(text).map((d) => jobSchema.parse(d.toJS()));
    expect(docs.map((d) => [d.kind, d.metadata.name])).toEqual([
      ["Job", `tsb-verify-${submissionId}-shards`],
      ["Job", `tsb-verify-${submissionId}-merge`],
    ]);
    const [shards, merge] = docs;
    expect(shards?.spec).toMatchObject({
      completionMode: "Indexed",
      completions: 2,
      parallelism: 2,
    });
    const container = shards?.spec.template.spec.containers[0];
    expect(container?.securityContext?.capabilities.add).toContain("SYS_ADMIN");
    const script = container?.args[0] ?? "";
    expect(script).toContain("k=$((JOB_COMPLETION_INDEX + 1))");
    expect(script).toMatch(/npx tsb run .*--instances adder --runs 3/s);
    expect(script).toContain('--shard "$k/2" --sharding slice');
    expect(script).toContain(`--suites /results/tsb-verify-${submissionId}/suites`);
    expect(merge?.spec.template.spec.containers[0]?.args[0]).toContain(
      `npx tsb merge /results/tsb-verify-${submissionId}/shards/{1..2} --out /results/tsb-verify-${submissionId}/bundle`,
    );
  });
});

/** The parts of a batch/v1 Job the test reads. */
const jobSchema = z.object({
  apiVersion: z.literal("batch/v1"),
  kind: z.literal("Job"),
  metadata: z.object({ name: z.string() }),
  spec: z.object({
    completionMode: z.string().optional(),
    completions: z.number().optional(),
    parallelism: z.number().optional(),
    template: z.object({
      spec: z.object({
        restartPolicy: z.literal("Never"),
        containers: z.array(
          z.object({
            image: z.string(),
            args: z.array(z.string()),
            securityContext: z
              .object({ capabilities: z.object({ add: z.array(z.string()) }) })
              .optional(),
          }),
        ),
      }),
    }),
  }),
});

describe("tsb verify import", () => {
  it("decides the job from the merged bundle the exported Slurm script produced", async () => {
    const bin = path.join(world.root, "fake-bin");
    await mkdir(bin, { recursive: true });
    await writeFile(path.join(bin, "sbatch"), FAKE_SBATCH);
    await chmod(path.join(bin, "sbatch"), 0o755);
    await run("bash", [path.join(out, "slurm/submit.sh")], {
      cwd: path.resolve("."),
      env: {
        ...process.env,
        PATH: `${bin}:${process.env.PATH}`,
        CACHE: path.join(world.root, "slurm-cache"),
      },
      timeout: 240_000,
    });

    // A bundle whose suite is not the submitted one is refused and changes nothing.
    const forged = path.join(world.root, "forged");
    await cp(path.join(out, "bundle"), forged, { recursive: true });
    await writeFile(
      path.join(forged, "instances/adder/suite/test_adder.py"),
      "def test_x():\n    pass\n",
    );
    const before = snapshot(world.db);
    const refused = await run(process.execPath, [
      TSB,
      ...[
        "verify",
        "import",
        String(submissionId),
        forged,
        "--db",
        world.dbFile,
        "--benchmarks",
        world.benchmarksRoot,
        "--json",
      ],
    ]).catch((e: { stdout: string }) => e);
    expect(JSON.parse(refused.stdout)).toEqual({
      problems: [
        {
          file: "instances/adder/suite/test_adder.py",
          message: "differs from the submitted suite: the batch run ran other tests",
        },
      ],
    });
    expect(snapshot(world.db)).toEqual(before);

    const { stdout } = await run(process.execPath, [
      TSB,
      ...[
        "verify",
        "import",
        String(submissionId),
        path.join(out, "bundle"),
        "--db",
        world.dbFile,
        "--benchmarks",
        world.benchmarksRoot,
      ],
    ]);
    expect(stdout).toBe(`submission #${submissionId}: verified\n`);
    const verification = getVerification(submissionId, {}, world.db);
    expect(verification).toMatchObject({ status: "verified", source: "import" });
    const row = world.db.$client
      .prepare("SELECT mutation_score AS m, validity_rate AS v FROM submissions WHERE id = ?")
      .get(submissionId);
    expect(row).toEqual({ m: 2 / 3, v: 0.75 });
  }, 300_000);
});
