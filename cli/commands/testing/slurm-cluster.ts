import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { accessSync, constants } from "node:fs";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const exec = promisify(execFile);

/** What a one-node cluster needs: Debian's `slurm-wlm` and `munge` (.ci/run installs them). */
const BINARIES = [
  "munged",
  "slurmctld",
  "slurmd",
  "sbatch",
  "squeue",
  "scontrol",
  "scancel",
  "sinfo",
];
const SEARCH = [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/sbin"];

/** The binaries of a one-node Slurm cluster that this machine lacks. */
export function missingSlurmBinaries(): string[] {
  return BINARIES.filter(
    (name) =>
      !SEARCH.some((dir) => {
        try {
          accessSync(path.join(dir, name), constants.X_OK);
          return true;
        } catch {
          return false;
        }
      }),
  );
}

/** One array task or job, as `scontrol show job` reports it. */
export interface SlurmJob {
  jobId: string;
  arrayTaskId: string | null;
  state: string;
  reason: string;
  /** How often Slurm requeued it (after a node failure, or `scontrol requeue`). */
  restarts: number;
}

export interface SlurmCluster {
  dir: string;
  /** The one node's name, for `scontrol update nodename=…`. */
  node: string;
  /** The environment that points Slurm's commands at this cluster (SLURM_CONF). */
  env: NodeJS.ProcessEnv;
  /** Runs a Slurm command against this cluster; its stdout. */
  command: (name: string, args: string[]) => Promise<string>;
  /** Every job and array task of a job id (an array's tasks once split), with its state. */
  jobs: (jobId: string) => Promise<SlurmJob[]>;
  /**
   * Hangs a running job as a dead file server would: SIGSTOP to its processes and every
   * descendant (`scontrol listpids` names only the batch script under proctrack/linuxproc).
   */
  freeze: (jobId: string) => Promise<void>;
  /** Kills a running job's processes (SIGKILL), as a crash or the OOM killer would: it fails. */
  kill: (jobId: string) => Promise<void>;
  /** Cancels every job left, then stops the daemons this cluster started, by their pids. */
  stop: () => Promise<void>;
}

/** `roots` and every process descended from them, from `ps`. */
async function processTree(roots: readonly number[]): Promise<number[]> {
  const { stdout } = await exec("ps", ["-eo", "pid=,ppid="]);
  const children = new Map<number, number[]>();
  for (const line of stdout.split("\n")) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    if (pid === undefined || ppid === undefined || Number.isNaN(pid)) continue;
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const tree = [...roots];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] as number) ?? []));
  return tree;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts a private one-node Slurm cluster under `dir`: its own munge key and socket, a
 * slurm.conf with free ports, proctrack/linuxproc, task/none, select/cons_tres, no accounting,
 * and `munged`, `slurmctld -D`, `slurmd -D` as children of this process. Jobs run as the caller.
 */
export async function startSlurmCluster(dir: string): Promise<SlurmCluster> {
  const munge = path.join(dir, "munge");
  await mkdir(munge, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o755);
  const key = path.join(munge, "munge.key");
  await writeFile(key, randomBytes(1024), { mode: 0o400 });
  for (const sub of ["state", "spool", "log"])
    await mkdir(path.join(dir, sub), { recursive: true });
  const host = os.hostname().split(".")[0] as string;
  const memoryMb = Math.floor((os.totalmem() / 2 ** 20) * 0.8);
  const conf = path.join(dir, "slurm.conf");
  await writeFile(
    conf,
    [
      "ClusterName=tsb",
      `SlurmctldHost=${host}(127.0.0.1)`,
      `SlurmctldPort=${await freePort()}`,
      `SlurmdPort=${await freePort()}`,
      `SlurmUser=${os.userInfo().username}`,
      "AuthType=auth/munge",
      // cred_expire also holds a requeued job back that long before it may start again (120 s by
      // default): the node-failure test would wait for it.
      `AuthInfo=socket=${path.join(munge, "socket")},cred_expire=10`,
      "CredType=cred/munge",
      `StateSaveLocation=${path.join(dir, "state")}`,
      `SlurmdSpoolDir=${path.join(dir, "spool")}`,
      `SlurmctldPidFile=${path.join(dir, "slurmctld.pid")}`,
      `SlurmdPidFile=${path.join(dir, "slurmd.pid")}`,
      `SlurmctldLogFile=${path.join(dir, "log", "slurmctld.log")}`,
      `SlurmdLogFile=${path.join(dir, "log", "slurmd.log")}`,
      "ProctrackType=proctrack/linuxproc",
      "TaskPlugin=task/none",
      "SelectType=select/cons_tres",
      "SelectTypeParameters=CR_Core_Memory",
      // A job that asks for no memory gets this much a CPU, not the whole node.
      "DefMemPerCPU=512",
      "JobAcctGatherType=jobacct_gather/none",
      "AccountingStorageType=accounting_storage/none",
      "MpiDefault=none",
      "ReturnToService=2",
      // Seconds between a time limit's SIGTERM and its SIGKILL (30 by default).
      "KillWait=2",
      // Ended jobs stay visible to scontrol for 10 minutes: the test reads their final states.
      "MinJobAge=600",
      `NodeName=${host} NodeAddr=127.0.0.1 CPUs=${os.cpus().length} RealMemory=${memoryMb} State=UNKNOWN`,
      "PartitionName=tsb Nodes=ALL Default=YES MaxTime=INFINITE State=UP",
      "",
    ].join("\n"),
  );
  const env = { ...process.env, SLURM_CONF: conf };
  const children: ChildProcess[] = [];
  const start = (command: string, args: string[]) => {
    const child = spawn(command, args, { env, stdio: "ignore" });
    children.push(child);
    return child;
  };
  const command = async (name: string, args: string[]) =>
    (await exec(name, args, { env, timeout: 30_000 })).stdout;
  const stop = async () => {
    const left = (await command("squeue", ["-h", "-o", "%A"]).catch(() => "")).split("\n");
    const ids = left.map((l) => l.trim()).filter(Boolean);
    if (ids.length > 0) await command("scancel", ids).catch(() => undefined);
    await waitFor(
      async () => (await command("squeue", ["-h"]).catch(() => "")).trim() === "",
      20_000,
    ).catch(() => undefined);
    // slurmd first, then the controller, then munge, which both authenticate with.
    for (const child of [...children].reverse()) await terminate(child);
  };
  try {
    start("munged", [
      "--foreground",
      "--force",
      `--socket=${path.join(munge, "socket")}`,
      `--key-file=${key}`,
      `--log-file=${path.join(munge, "munged.log")}`,
      `--pid-file=${path.join(munge, "munged.pid")}`,
      `--seed-file=${path.join(munge, "munged.seed")}`,
    ]);
    await waitFor(() => exists(path.join(munge, "socket")), 10_000);
    start("slurmctld", ["-D", "-f", conf]);
    start("slurmd", ["-D", "-f", conf]);
    await waitFor(async () => {
      const state = await command("sinfo", ["-h", "-o", "%T"]).catch(() => "");
      return state.trim() === "idle";
    }, 30_000);
  } catch (error) {
    await stop();
    const log = await readFile(path.join(dir, "log", "slurmctld.log"), "utf8").catch(() => "");
    throw new Error(
      `the Slurm cluster under ${dir} did not start: ${(error as Error).message}\n${log.slice(-2000)}`,
    );
  }
  /** `signal` to a job's processes and every descendant (`scontrol listpids` names only the batch script under proctrack/linuxproc). */
  const signalJob = async (jobId: string, signal: NodeJS.Signals) => {
    // Several passes: a process forked while the tree was being signalled is caught by the next.
    for (let pass = 0; pass < 3; pass++) {
      const listed = (await command("scontrol", ["listpids", jobId]).catch(() => ""))
        .split("\n")
        .slice(1)
        .map((line) => Number(line.trim().split(/\s+/)[0]))
        .filter((pid) => pid > 0);
      for (const pid of await processTree(listed)) {
        try {
          process.kill(pid, signal);
        } catch {
          // It ended meanwhile.
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  return {
    dir,
    node: host,
    env,
    command,
    stop,
    freeze: (jobId) => signalJob(jobId, "SIGSTOP"),
    kill: (jobId) => signalJob(jobId, "SIGKILL"),
    jobs: async (jobId) => {
      const text = await command("scontrol", ["show", "job", "-o", jobId]);
      return text
        .split("\n")
        .filter((line) => line.startsWith("JobId="))
        .map((line) => {
          const field = (name: string) => new RegExp(`(?:^| )${name}=(\\S+)`).exec(line)?.[1] ?? "";
          const task = field("ArrayTaskId");
          return {
            jobId: field("JobId"),
            arrayTaskId: task === "" ? null : task,
            state: field("JobState"),
            reason: field("Reason"),
            restarts: Number(field("Restarts") || 0),
          };
        });
    },
  };
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Polls `check` every 200 ms until it holds; rejects after `timeoutMs`. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** SIGTERM, then SIGKILL after 10 s, to a child this module started; resolves when it exited. */
async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(child.pid, "SIGTERM");
  const timer = setTimeout(
    () => child.pid !== undefined && process.kill(child.pid, "SIGKILL"),
    10_000,
  );
  await exited;
  clearTimeout(timer);
}

/** Slurm's states of a job that has ended, one way or another. */
export const ENDED =
  /^(COMPLETED|FAILED|TIMEOUT|CANCELLED|NODE_FAIL|OUT_OF_MEMORY|DEADLINE|PREEMPTED)/;
/** Every job given has ended (and there is at least one). */
export const ended = (jobs: SlurmJob[]): boolean =>
  jobs.length > 0 && jobs.every((j) => ENDED.test(j.state));
/** Each array task's (or job's) state, by task id. */
export const states = (jobs: SlurmJob[]): Record<string, string> =>
  Object.fromEntries(jobs.map((j) => [j.arrayTaskId ?? j.jobId, j.state]));

/**
 * Whether a Slurm test file runs: it needs the binaries, and where .ci/run sets
 * TSB_REQUIRE_SLURM=1 a missing Slurm fails the file instead of skipping it (its beforeAll
 * throws `requireSlurm()`'s error). Prints why when it skips.
 */
export function slurmTestsSkipped(): boolean {
  const missing = missingSlurmBinaries();
  const skipped = missing.length > 0 && process.env.TSB_REQUIRE_SLURM !== "1";
  if (skipped)
    process.stderr.write(
      `\n*** SKIPPED: the Slurm end-to-end test needs ${missing.join(", ")} ` +
        "(apt-get install slurm-wlm munge; .ci/run installs them) ***\n\n",
    );
  return skipped;
}

/** Throws when TSB_REQUIRE_SLURM=1 and Slurm is missing. */
export function requireSlurm(): void {
  const missing = missingSlurmBinaries();
  if (missing.length > 0)
    throw new Error(
      `TSB_REQUIRE_SLURM=1 but ${missing.join(", ")} missing: install slurm-wlm and munge`,
    );
}

/** The time limit of each suite run in the Slurm tests' exports and workers, in seconds. */
export const RUN_TIMEOUT_SEC = "10";

/** Runs `bin/tsb.mjs` with `args`: its stdout and stderr, or rejects with them. */
export const tsbCli = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  promisify(execFile)(process.execPath, [path.resolve("bin/tsb.mjs"), ...args], {
    env,
    maxBuffer: 1 << 24,
  });

/**
 * Runs an export's `slurm/submit.sh` on `cluster` (only `tasks` of its array when given), its
 * shards side by side on the one node (one CPU and 1 GiB each, `timeMinutes` each): the ids of the
 * shard array and the merge job it printed.
 */
export async function submitExport(
  cluster: SlurmCluster,
  options: { exportDir: string; cache: string; timeMinutes: string; tasks?: string[] },
): Promise<{ shards: string; merge: string }> {
  const { stdout } = await exec(
    "bash",
    [path.join(options.exportDir, "slurm/submit.sh"), ...(options.tasks ?? [])],
    {
      cwd: path.resolve("."),
      env: {
        ...cluster.env,
        CACHE: options.cache,
        TSB_SHARD_TIME: options.timeMinutes,
        TSB_BUILD_CPUS: "1",
        TSB_SHARD_MEM: "1G",
        TSB_SHARD_EXCLUSIVE: "0",
      },
    },
  );
  const id = (label: string) => new RegExp(`^${label}: (\\d+)`, "m").exec(stdout)?.[1] as string;
  return { shards: id("shard array"), merge: id("merge job") };
}
