import { execFile } from "node:child_process";
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Job, type IJob } from "kubernetes-models/batch/v1/Job";
import {
  NetworkPolicy,
  type INetworkPolicy,
} from "kubernetes-models/networking.k8s.io/v1/NetworkPolicy";
import { parseAllDocuments } from "yaml";
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
 * Slurm's sbatch, standing in where no cluster runs (verify-slurm.test.ts runs a real one): runs
 * a job's script at once (an --array job once per index, with SLURM_ARRAY_TASK_ID set) and
 * prints a job id, so the exported submit.sh runs its build, shards and merge for real.
 */
const FAKE_SBATCH = `#!/bin/bash
array=""; script=""
for arg in "$@"; do
  case "$arg" in
    --array=*) array="\${arg#--array=}";;
    --*) ;;
    *) script="$arg";;
  esac
done
task() { SLURM_ARRAY_TASK_ID=$1 SLURM_CPUS_PER_TASK=2 bash "$script" >&2 || exit 1; }
if [ -n "$array" ]; then
  for part in \${array//,/ }; do
    case "$part" in
      *-*) for i in $(seq "\${part%-*}" "\${part#*-}"); do task "$i"; done;;
      *) task "$part";;
    esac
  done
else
  task ""
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
      "--cpus-per-shard",
      "1",
      "--memory-per-shard",
      "1",
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
    // The export is recorded, so the submission page shows 0 of 2 shards until reported.
    expect(getVerification(submissionId, {}, world.db)!.cluster).toMatchObject({
      shards: 2,
      shardsDone: [],
      updatedAt: null,
    });
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

  it("writes a NetworkPolicy, an Indexed Job and a merge Job valid against Kubernetes' schema", async () => {
    const docs = await kubernetesDocs();
    expect(docs.map((d) => [d.kind, d.metadata?.name])).toEqual([
      ["NetworkPolicy", `tsb-verify-${submissionId}-no-network`],
      ["Job", `tsb-verify-${submissionId}-shards`],
      ["Job", `tsb-verify-${submissionId}-merge`],
    ]);
    // The OpenAPI schema of batch/v1 and networking.k8s.io/v1 (Kubernetes 1.33): throws on a
    // wrong type, a missing required field, a bad quantity or enum.
    const [policy, shards, merge] = docs as [NetworkPolicy, Job, Job];
    for (const doc of docs) doc.validate();
    // What the API server checks besides the schema, for the fields the recipe relies on.
    expect(shards.spec).toMatchObject({
      completionMode: "Indexed",
      completions: 2,
      parallelism: 2,
      backoffLimitPerIndex: 2,
      podReplacementPolicy: "Failed",
    });
    for (const job of [shards, merge]) {
      const pod = job.spec?.template.spec;
      expect(pod?.restartPolicy).toBe("Never");
      expect(pod?.automountServiceAccountToken).toBe(false);
      // Every mount names a volume of the pod.
      const volumes = new Set(pod?.volumes?.map((v) => v.name));
      for (const mount of pod?.containers.flatMap((c) => c.volumeMounts ?? []) ?? [])
        expect(volumes).toContain(mount.name);
      // The NetworkPolicy selects these pods and lets nothing in or out.
      expect(job.spec?.template.metadata?.labels).toMatchObject(
        policy.spec?.podSelector.matchLabels ?? { missing: "labels" },
      );
    }
    expect(policy.spec).toMatchObject({
      policyTypes: ["Ingress", "Egress"],
      ingress: [],
      egress: [],
    });

    const pod = shards.spec?.template.spec;
    const container = pod?.containers[0];
    expect(container?.securityContext?.capabilities?.add).toContain("SYS_ADMIN");
    expect(container?.resources).toEqual({
      requests: { cpu: "1", memory: "1Gi" },
      limits: { cpu: "1", memory: "1Gi" },
    });
    expect(pod?.volumes).toEqual([
      { name: "results", persistentVolumeClaim: { claimName: "tsb-results" } },
      { name: "cache", emptyDir: {} },
    ]);
    expect(container?.volumeMounts).toEqual([
      { name: "results", mountPath: "/results" },
      { name: "cache", mountPath: "/cache" },
    ]);
  });

  it("gives pod k of the Indexed Job the tsb run --shard k/n its volumes hold", async () => {
    const [, shards, merge] = (await kubernetesDocs()) as [NetworkPolicy, Job, Job];
    const container = shards.spec?.template.spec?.containers[0];
    const results = `/results/tsb-verify-${submissionId}`;
    for (const index of [0, 1]) {
      const calls = await runRecordingNpx(container?.command ?? [], container?.args ?? [], {
        JOB_COMPLETION_INDEX: String(index),
      });
      const [build, tsbRun] = calls;
      expect(build).toEqual(expect.arrayContaining(["tsb", "build", "--cache", "/cache"]));
      const flag = (name: string) => tsbRun?.[tsbRun.indexOf(name) + 1];
      expect(tsbRun?.slice(0, 2)).toEqual(["tsb", "run"]);
      expect(flag("--shard")).toBe(`${index + 1}/2`);
      expect(flag("--jobs")).toBe("1");
      expect(flag("--instances")).toBe("adder");
      expect(flag("--runs")).toBe("3");
      // The shard's inputs and outputs on the shared volume, its build cache on its emptyDir.
      expect(flag("--suites")).toBe(`${results}/suites`);
      expect(flag("--submission")).toBe(`${results}/submission.json`);
      expect(flag("--out")).toBe(`${results}/shards/${index + 1}`);
      expect(flag("--events")).toBe(`${results}/shards/${index + 1}.ndjson`);
      expect(flag("--cache")).toBe("/cache");
      // The benchmark does not ask for covering tests, nor did the export.
      expect(tsbRun).not.toContain("--covering-tests");
    }
    const mergeContainer = merge.spec?.template.spec?.containers[0];
    const [mergeCall] = await runRecordingNpx(
      mergeContainer?.command ?? [],
      mergeContainer?.args ?? [],
      {},
    );
    expect(mergeCall).toEqual([
      ...["tsb", "merge", `${results}/shards/1`, `${results}/shards/2`],
      ...["--out", `${results}/bundle`],
    ]);
  });

  it("runs the shards with covering tests where the benchmark's verification does", async () => {
    // tsb-mini 1.2's verification runs each mutant with its covering tests; its exported shards
    // ran every test on every mutant, several times the worker's work on the same job.
    const file = path.join(world.benchmarkDir, "benchmark.json");
    const original = await readFile(file, "utf8");
    const covering = path.join(world.root, "export-covering");
    try {
      await writeFile(
        file,
        JSON.stringify({ ...JSON.parse(original), verification: { coveringTests: true } }),
      );
      await run(process.execPath, [
        TSB,
        ...["verify", "export", String(submissionId), "--out", covering, "--db", world.dbFile],
        ...["--shards", "2", "--benchmarks", world.benchmarksRoot],
        ...["--benchmark-dir", world.benchmarkDir],
      ]);
    } finally {
      await writeFile(file, original);
    }
    const plan = JSON.parse(await readFile(path.join(covering, "plan.json"), "utf8")) as {
      coveringTests: boolean;
    };
    expect(plan.coveringTests).toBe(true);
    expect(await readFile(path.join(covering, "slurm/shard.sh"), "utf8")).toMatch(
      /--shard "\$k\/2" .*--covering-tests/,
    );
    expect(await readFile(path.join(covering, "k8s/verify.yaml"), "utf8")).toContain(
      "--covering-tests",
    );
    expect(await readFile(path.join(out, "slurm/shard.sh"), "utf8")).not.toContain(
      "--covering-tests",
    );
  });

  it("writes Slurm scripts that ask for a node a shard, requeue, and merge only after every task", async () => {
    const submit = await readFile(path.join(out, "slurm/submit.sh"), "utf8");
    expect(submit).toContain("--exclusive");
    expect(submit).toMatch(/--array="\$SHARDS" .*--requeue/s);
    expect(submit).toMatch(/--dependency=afterok:\$shards --job-name=tsb-verify-\d+-merge/);
    const refused = await run("bash", [path.join(out, "slurm/submit.sh"), "2;rm"]).catch(
      (e: { stderr: string; code: number }) => e,
    );
    expect(refused).toMatchObject({
      code: 2,
      stderr: "submit.sh: shards: expected a list such as 2,5 or 1-2, got '2;rm'\n",
    });
  });
});

/** The exported k8s/verify.yaml as typed models of Kubernetes objects. */
async function kubernetesDocs(): Promise<Array<Job | NetworkPolicy>> {
  const text = await readFile(path.join(out, "k8s/verify.yaml"), "utf8");
  return parseAllDocuments(text).map((d) => {
    const value = d.toJS() as { kind?: string };
    if (value.kind === "Job") return new Job(value as IJob);
    if (value.kind === "NetworkPolicy") return new NetworkPolicy(value as INetworkPolicy);
    throw new Error(`k8s/verify.yaml: unexpected kind ${value.kind}`);
  });
}

/**
 * Runs a container's command and args with bash on this machine, with `npx` recording its
 * arguments instead of running: what each `npx tsb …` of the pod would be given.
 */
async function runRecordingNpx(
  command: string[],
  args: string[],
  env: Record<string, string>,
): Promise<string[][]> {
  const bin = await mkdtemp(path.join(world.root, "npx-"));
  const log = path.join(bin, "calls");
  await writeFile(
    path.join(bin, "npx"),
    `#!/bin/bash\nprintf '%s\\0' "$@" >> ${log}\nprintf '\\n' >> ${log}\n`,
    { mode: 0o755 },
  );
  // The pod's own paths (/results, /cache) are not this machine's: rm and mkdir are no-ops.
  for (const tool of ["rm", "mkdir"])
    await writeFile(path.join(bin, tool), "#!/bin/sh\n", { mode: 0o755 });
  const [file, ...flags] = command;
  await run(file as string, [...flags, ...args], {
    env: { ...process.env, ...env, PATH: `${bin}:${process.env.PATH}` },
  });
  const calls = await readFile(log, "utf8");
  return calls
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\0").slice(0, -1));
}

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

    // The submission page follows the array: a shard is done once it wrote its shard.json.
    const progress = (shards: string) =>
      run(process.execPath, [
        TSB,
        ...["verify", "progress", String(submissionId), shards, "--db", world.dbFile],
      ]);
    const halfway = path.join(world.root, "halfway");
    await cp(out, halfway, { recursive: true });
    await rm(path.join(halfway, "shards/2/shard.json"));
    expect((await progress(path.join(halfway, "shards"))).stdout).toBe(
      `submission #${submissionId}: 1 of 2 shards done\n`,
    );
    expect(getVerification(submissionId, {}, world.db)!.cluster!.shardsDone).toEqual([1]);
    expect((await progress(path.join(out, "shards"))).stdout).toBe(
      `submission #${submissionId}: 2 of 2 shards done\n`,
    );

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

    // A bundle that lost a run (its outcome and files) is refused, naming the run.
    const partial = path.join(world.root, "partial");
    await cp(path.join(out, "bundle"), partial, { recursive: true });
    const outcomesFile = path.join(partial, "instances/adder/outcomes.json");
    const outcomes = JSON.parse(await readFile(outcomesFile, "utf8")) as Record<string, unknown>;
    delete outcomes["mutants/abs-value"];
    await writeFile(outcomesFile, JSON.stringify(outcomes));
    await rm(path.join(partial, "instances/adder/mutants/abs-value.xml"));
    const lost = await run(process.execPath, [
      TSB,
      ...["verify", "import", String(submissionId), partial, "--db", world.dbFile],
      ...["--benchmarks", world.benchmarksRoot, "--json"],
    ]).catch((e: { stdout: string }) => e);
    expect(JSON.parse(lost.stdout)).toEqual({
      problems: [
        {
          file: "instances/adder/outcomes.json",
          message:
            "missing run mutants/abs-value: it is in the plan but not in the bundle (merge every shard)",
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
