import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBenchmark } from "../benchmark/load-benchmark.ts";
import { buildBenchmark } from "./build-cache.ts";
import { executeRun, type RunRequest } from "./execute-run.ts";
import { readManifest } from "./manifest.ts";
import { defaultLimits, detectSandbox, type Sandbox } from "./sandbox.ts";
import { writeSuite, writeTestBenchmark } from "./testing/benchmark.ts";

/**
 * No memory across runs (DESIGN.md): each channel through which one run could leave something
 * for a later or a concurrent run of the same verification, probed from inside the sandbox, and
 * the same probe on the host (no sandbox) as the control that shows the probe can see it.
 */
const PROBE = `import ctypes, errno, fcntl, json, os, socket, struct, subprocess, sys, time
libc = ctypes.CDLL(None, use_errno=True)
out = {}
def call(nr, *args):
    r = libc.syscall(nr, *args)
    return "ok" if r >= 0 else errno.errorcode.get(ctypes.get_errno(), "?")

# The page cache of files the run can read: cleared, then probed without waiting for a read.
# The last is a file of the run's own, which no other process reads back in between (on a busy
# host the others are read and mapped all the time), written through so its pages can be dropped.
with open("own-file", "wb") as f:
    f.write(b"x" * 65536)
    f.flush()
    os.fsync(f.fileno())
files = [os.__file__, os.path.realpath("/bin/sh"), os.path.realpath(sys.executable), "own-file"]
cache = []
for name in files:
    fd = os.open(name, os.O_RDONLY)
    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    try:
        cache.append("resident" if os.preadv(fd, [bytearray(1)], 0, os.RWF_NOWAIT) == 1 else "?")
    except BlockingIOError:
        cache.append("evicted")
    except OSError as e:
        cache.append(errno.errorcode[e.errno])
    os.close(fd)
out["page-cache"] = cache
out["fs"] = [subprocess.run(["stat", "-f", "-c", "%T", f], capture_output=True, text=True).stdout.strip() for f in files]

fd = os.open(os.__file__, os.O_RDONLY)
try:
    fcntl.fcntl(fd, fcntl.F_GETLK, struct.pack("hhqqi4x", fcntl.F_WRLCK, 0, 0, 1, 0))
    out["getlk"] = "ok"
except OSError as e:
    out["getlk"] = errno.errorcode[e.errno]
os.close(fd)
out["inotify"] = call(294, 0)
out["fanotify"] = call(300, 0, 0)
try:
    socket.socket().getsockopt(socket.SOL_SOCKET, 57, 8)
    out["cookie"] = "ok"
except OSError as e:
    out["cookie"] = errno.errorcode[e.errno]
try:
    socket.socket(16, socket.SOCK_RAW, 4)
    out["sock-diag"] = "ok"
except OSError as e:
    out["sock-diag"] = errno.errorcode[e.errno]
out["pidfd"] = call(434, os.getpid(), 0)
out["unshare"] = call(272, 0x10000000)
buf = ctypes.create_string_buffer(256)
out["statx-unique"] = call(332, -100, b"/", 0, 0x4000, buf)
out["statx"] = call(332, -100, b"/", 0, 0x7ff, buf)
out["io-uring"] = call(425, 4, buf)
out["sysinfo"] = call(99, buf)
ns = os.open("/proc/self/ns/mnt", os.O_RDONLY)
out["nsfs-ioctl"] = call(16, ns, 0x8008b705, buf)
mem = dict(l.split(":", 1) for l in open("/proc/meminfo") if ":" in l)
out["meminfo-moves"] = mem["MemFree"].strip() != mem["MemTotal"].strip()
out["locks"] = len(open("/proc/locks").read())
out["file-nr"] = open("/proc/sys/fs/file-nr").read().strip()
# The copy keeps its files' times, or Python's compiled modules (stamped with their source's
# mtime) go unused and every run compiles the standard library again.
import importlib.util
with open(importlib.util.cache_from_source(os.__file__), "rb") as f:
    head = f.read(16)
out["pyc-valid"] = struct.unpack("<I", head[8:12])[0] == int(os.stat(os.__file__).st_mtime) & 0xFFFFFFFF

print("PROBE" + json.dumps(out))
`;

/** Holds a shared flock on a file of the view for a while; the second run tries for it. */
const HOLD = `import fcntl, os, time
fd = os.open(os.__file__, os.O_RDONLY)
fcntl.flock(fd, fcntl.LOCK_SH)
time.sleep(6)
`;
const TRY = `import errno, fcntl, os, time
time.sleep(2)
fd = os.open(os.__file__, os.O_RDONLY)
try:
    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    print("LOCKacquired")
except OSError as e:
    print("LOCK" + errno.errorcode[e.errno])
`;

let root: string;
let sandbox: Sandbox;
let base: Omit<RunRequest, "suiteDir" | "runDir" | "commandTemplate" | "slot">;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "tsb-memory-test-"));
  const { dir } = await writeTestBenchmark(path.join(root, "benchmark"));
  const cacheDir = path.join(root, "cache");
  await buildBenchmark(await loadBenchmark(dir), { cacheDir, jobs: 1, instances: ["adder"] });
  const entry = (await readManifest(cacheDir))?.instances.adder?.reference;
  if (!entry || !("sha256" in entry)) throw new Error("test benchmark did not build");
  sandbox = await detectSandbox(false);
  await writeSuite(path.join(root, "suite"), { "probe.py": PROBE, "hold.py": HOLD, "try.py": TRY });
  base = {
    executable: path.join(cacheDir, entry.path),
    sha256: entry.sha256,
    timeoutSec: 60,
    sandbox,
    limits: defaultLimits,
    logCap: 65_536,
  };
}, 120_000);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

let runs = 0;
async function run(script: string, slot: number, on: Sandbox = sandbox): Promise<string> {
  const result = await executeRun({
    ...base,
    sandbox: on,
    suiteDir: path.join(root, "suite"),
    runDir: path.join(root, "runs", String(runs++)),
    commandTemplate: `python3 ${script}`,
    slot,
  });
  return result.log;
}

const probe = async (on?: Sandbox) =>
  JSON.parse(/PROBE(.*)/.exec(await run("probe.py", 70, on))?.[1] ?? "null") as Record<
    string,
    unknown
  >;

describe("no memory across runs: what one run could leave for another", () => {
  it("serves every file a run can read from memory, whose page cache no run can probe or evict", async () => {
    const inside = await probe();
    expect(inside.fs).toEqual(["tmpfs", "tmpfs", "tmpfs", "tmpfs"]);
    // EOPNOTSUPP, which Python names ENOTSUP (the same number on Linux).
    expect(inside["page-cache"]).toEqual(["ENOTSUP", "ENOTSUP", "ENOTSUP", "ENOTSUP"]);
    expect(inside["pyc-valid"], "the copy keeps the times compiled modules are checked by").toBe(
      true,
    );
    // The control: on the host the same probe evicts a page and sees it gone (at least the run's
    // own file's, when the test's folder is on a disk; CI's was, where another test's processes
    // kept the shared files resident).
    const host = await probe({ ...sandbox, kind: "none", dropToUid: false });
    expect(host["page-cache"]).toContain("evicted");
  }, 120_000);

  it("closes the kernel's other shared state: watches, cookies, ids, io_uring, machine-wide figures", async () => {
    const inside = await probe();
    const host = await probe({ ...sandbox, kind: "none", dropToUid: false });
    for (const [key, blocked] of Object.entries({
      getlk: "ENOLCK",
      inotify: "ENOSYS",
      cookie: "ENOPROTOOPT",
      "sock-diag": "EAFNOSUPPORT",
      pidfd: "ENOSYS",
      unshare: "EPERM",
      "statx-unique": "EINVAL",
      "io-uring": "ENOSYS",
      sysinfo: "ENOSYS",
      "nsfs-ioctl": "EPERM",
    })) {
      expect(inside[key], key).toBe(blocked);
      // On the host the call gets through (or fails for another reason than the filter's).
      expect(host[key], `${key} on the host`).not.toBe(blocked);
    }
    expect(inside.statx, "a plain statx still works").toBe("ok");
    expect(inside["meminfo-moves"]).toBe(false);
    expect(host["meminfo-moves"]).toBe(true);
    expect(inside.locks).toBe(0);
    expect(inside["file-nr"]).toBe("");
  }, 120_000);

  it("grants a lock without recording it: a concurrent run never sees another's", async () => {
    const attempt = async (on: Sandbox) => {
      const [, log] = await Promise.all([run("hold.py", 70, on), run("try.py", 71, on)]);
      return /LOCK(\w+)/.exec(log)?.[1];
    };
    expect(await attempt(sandbox)).toBe("acquired");
    expect(await attempt({ ...sandbox, kind: "none", dropToUid: false })).toBe("EAGAIN");
  }, 120_000);
});
