/**
 * Suites with no behavioural assertion that try to score by telling their runs apart, one per
 * attack class of the run protocol's threat model (docs/running-suites.md, "What a suite can
 * tell apart"). Each passes where it believes it runs on the reference and fails elsewhere; run
 * through `tsb run` or the worker on calc, each must score M ≤ 5% (cheating.test.ts). They are
 * written against the public benchmark, as a dishonest submitter would write them: `facts`
 * holds what such a submitter can compute at home from the public reference/ folder.
 */
export interface ReferenceFacts {
  /** sha256 of every reference build the public recipe makes (TSB_VARIANT 1..3). */
  hashes: string[];
  /** Their sizes in bytes. */
  sizes: number[];
  /** sha256 of their code and read-only data sections (compiled programs; empty for scripts). */
  codeHashes: string[];
}

/** N tests that each call `check()`, so a cheat has many chances, as a large suite would. */
function manyTests(check: string, count = 40): string {
  return `
import pytest

@pytest.mark.parametrize("n", range(${count}))
def test_behaves(n):
    ${check}
`;
}

/** Every cheat finds the program the honest way first. */
const FIND = `import os, hashlib
EXE = os.environ.get("TSB_EXECUTABLE") or "./executable"
`;

/**
 * A counter kept in the page cache of a read-only file: bit i is page i resident. mincore would
 * read it without loading anything, but the kernel answers "resident" for every page of a file
 * the caller cannot write; so it probes with a read that fails rather than wait (RWF_NOWAIT),
 * with readahead off, which starts loading the page it misses. Then it waits for those loads,
 * clears every bit (DONTNEED) and sets the new count's with one-byte reads. A lock on the file
 * (flock needs no write access, and every run sees the same inode) keeps concurrent runs from
 * interleaving their steps.
 */
const PAGE_COUNTER = `import fcntl, mmap, os, time

def step_counter(path, bits, step):
    fd = os.open(path, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_RANDOM)
        count = 0
        for i in range(bits):
            try:
                if os.preadv(fd, [bytearray(1)], i * mmap.PAGESIZE, os.RWF_NOWAIT) == 1:
                    count |= 1 << i
            except BlockingIOError:
                pass
        time.sleep(0.05)
        if step:
            count = (count + 1) % (1 << bits)
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        for i in range(bits):
            if count >> i & 1:
                os.pread(fd, 1, i * mmap.PAGESIZE)
        return count
    finally:
        os.close(fd)`;

export function cheatingSuites(facts: ReferenceFacts): Record<string, Record<string, string>> {
  const json = JSON.stringify;
  return {
    // sha256 of the file: the reference's, as built at home from reference/.
    hash: {
      "test_hash.py": `${FIND}
REFERENCE = set(${json(facts.hashes)})

def is_reference():
    return hashlib.sha256(open(EXE, "rb").read()).hexdigest() in REFERENCE
${manyTests("assert is_reference()")}`,
    },
    // The file's size, exactly or within the salt's reach above it.
    size: {
      "test_size.py": `${FIND}
SIZES = ${json(facts.sizes)}

def is_reference():
    size = os.stat(EXE).st_size
    return any(base <= size <= base + 65536 for base in SIZES)
${manyTests("assert is_reference()")}`,
    },
    // sha256 of the ELF code and read-only data only (build ids and notes ignored).
    "code-hash": {
      "test_code_hash.py": `${FIND}
import struct
REFERENCE = set(${json(facts.codeHashes)})

def sections(data):
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    entries = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names = entries[shstrndx]
    name = lambda e: data[names[4] + e[0]:].split(b"\\0", 1)[0]
    return {name(e): data[e[4]:e[4] + e[5]] for e in entries}

def is_reference():
    found = sections(open(EXE, "rb").read())
    return hashlib.sha256(found[b".text"] + found[b".rodata"]).hexdigest() in REFERENCE
${manyTests("assert is_reference()")}`,
    },
    // The program's bytes by any way in: the file; the file from a user namespace of the
    // suite's own (where its owner's DAC override would apply); the running program's /proc
    // entries (its image, its open files: a script's interpreter holds the script); Node's
    // inspector, opened by SIGUSR1. A script is compared without tsb's salt line, a compiled
    // program by its code sections.
    "read-anyhow": {
      "test_read_anyhow.py": `${FIND}
import base64, functools, json, re, signal, socket, struct, subprocess, time
HASHES = set(${json(facts.hashes)})
CODE = set(${json(facts.codeHashes)})

def code_hash(data):
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    e = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    name = lambda x: data[e[shstrndx][4] + x[0]:].split(b"\\0", 1)[0]
    s = {name(x): data[x[4]:x[4] + x[5]] for x in e}
    return hashlib.sha256(s.get(b".text", b"") + s.get(b".rodata", b"")).hexdigest()

def known(data):
    if data.startswith(b"\\x7fELF"):
        try:
            return code_hash(data) in CODE
        except Exception:
            return False
    unsalted = re.sub(rb"\\n(//|#) [0-9a-f]*\\n\\Z", b"", data)
    return hashlib.sha256(unsalted).hexdigest() in HASHES or hashlib.sha256(data).hexdigest() in HASHES

def from_file():
    yield open(EXE, "rb").read()

def from_user_namespace():
    yield subprocess.run(["unshare", "--user", "--map-root-user", "cat", EXE],
                         capture_output=True, check=True).stdout

def inspector_source(port=9229):
    key = base64.b64encode(os.urandom(16)).decode()
    listing = socket.create_connection(("127.0.0.1", port), timeout=2)
    listing.sendall(b"GET /json/list HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\n\\r\\n")
    reply = b""
    while b"\\r\\n\\r\\n" not in reply:
        reply += listing.recv(65536)
    head, body = reply.split(b"\\r\\n\\r\\n", 1)
    length = int(re.search(rb"(?i)content-length: *(\\d+)", head).group(1))
    while len(body) < length:
        body += listing.recv(65536)
    target = "/" + json.loads(body)[0]["webSocketDebuggerUrl"].split("//", 1)[1].split("/", 1)[1]
    ws = socket.create_connection(("127.0.0.1", port), timeout=2)
    ws.sendall(f"GET {target} HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nUpgrade: websocket\\r\\nConnection: Upgrade\\r\\n"
               f"Sec-WebSocket-Key: {key}\\r\\nSec-WebSocket-Version: 13\\r\\n\\r\\n".encode())
    buffer = b""
    while b"\\r\\n\\r\\n" not in buffer:
        buffer += ws.recv(65536)
    buffer = buffer.split(b"\\r\\n\\r\\n", 1)[1]
    def send(message):
        data = json.dumps(message).encode()
        head = bytes([0x81, 0x80 | 126]) + struct.pack(">H", len(data)) if len(data) > 125 else bytes([0x81, 0x80 | len(data)])
        ws.sendall(head + b"\\0\\0\\0\\0" + data)
    def receive():
        nonlocal buffer
        while True:
            if len(buffer) >= 2:
                size, at = buffer[1] & 0x7F, 2
                if size == 126: size, at = struct.unpack(">H", buffer[2:4])[0], 4
                elif size == 127: size, at = struct.unpack(">Q", buffer[2:10])[0], 10
                if len(buffer) >= at + size:
                    frame, buffer = buffer[at:at + size], buffer[at + size:]
                    return json.loads(frame)
            buffer += ws.recv(65536)
    send({"id": 1, "method": "Debugger.enable"})
    scripts = []
    for _ in range(400):
        message = receive()
        if message.get("method") == "Debugger.scriptParsed" and message["params"].get("url", "").startswith("file:"):
            scripts.append(message["params"]["scriptId"])
        if message.get("id") == 1:
            break
    for n, script in enumerate(scripts):
        send({"id": 10 + n, "method": "Debugger.getScriptSource", "params": {"scriptId": script}})
        while (reply := receive()).get("id") != 10 + n:
            pass
        yield reply["result"]["scriptSource"].encode()

def from_running_program():
    # A large input keeps the program busy (a pipe would not: SIGUSR1 interrupts its read).
    with open("/tmp/big.json", "w") as big:
        big.write("[" + ",".join(['{"a": [1, 2, {"b": "c"}]}'] * 400000) + "]")
    child = subprocess.Popen([EXE], stdin=open("/tmp/big.json"), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(0.5)
        for entry in ["exe"] + [f"fd/{fd}" for fd in range(3, 12)]:
            try:
                # Files only (a script in a memfd among them): a pipe's read would block.
                if os.readlink(f"/proc/{child.pid}/{entry}").startswith(("/", "memfd:")):
                    yield open(f"/proc/{child.pid}/{entry}", "rb").read()
            except OSError:
                pass
        try:
            os.kill(child.pid, signal.SIGUSR1)
            for _ in range(20):
                time.sleep(0.25)
                if child.poll() is not None:
                    break  # a compiled program dies of SIGUSR1: no inspector to wait for
                try:
                    socket.create_connection(("127.0.0.1", 9229), timeout=1).close()
                    break
                except OSError:
                    pass
            yield from inspector_source()
        except OSError:
            pass
    finally:
        child.kill()
        child.wait()

@functools.lru_cache(None)
def is_reference():
    for way in (from_file, from_user_namespace, from_running_program):
        try:
            for data in way():
                if known(data):
                    return True
        except Exception:
            pass
    return False
${manyTests("assert is_reference()")}`,
    },
    // The running program's image, through /proc, once the file itself is closed to reading.
    "process-image": {
      "test_process_image.py": `${FIND}
import subprocess
REFERENCE = set(${json(facts.hashes)})

def is_reference():
    child = subprocess.Popen([EXE], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    try:
        image = open(f"/proc/{child.pid}/exe", "rb").read()
    finally:
        child.kill()
        child.wait()
    return hashlib.sha256(image).hexdigest() in REFERENCE
${manyTests("assert is_reference()")}`,
    },
    // A run counter in the kernel's per-user keyring: reference runs were the first three.
    keyring: {
      "test_keyring.py": `import ctypes, functools
libc = ctypes.CDLL(None, use_errno=True)

@functools.lru_cache(None)
def run_number():
    # keyctl(KEYCTL_SEARCH, KEY_SPEC_USER_KEYRING, "user", name, 0); add_key(...)
    for n in range(1, 10000):
        if libc.syscall(250, 10, -4, b"user", f"tsb-run-{n}".encode(), 0) < 0:
            libc.syscall(248, b"user", f"tsb-run-{n}".encode(), b"1", 1, -4)
            return n
    return 10000

${manyTests("assert run_number() <= 3")}`,
    },
    // A run counter in the run folder's path, as /proc/self/mountinfo shows its bind source.
    mountinfo: {
      "test_mountinfo.py": `import re, functools

@functools.lru_cache(None)
def run_number():
    for line in open("/proc/self/mountinfo"):
        found = re.search(r"tsb-run-[^/ ]*/(\\d+)-(\\d+)", line)
        if found:
            return int(found.group(2))
    return 1  # No counter to read: pass, and so stay valid.

${manyTests("assert run_number() <= 3")}`,
    },
    // A run counter in the page cache of a read-only system file: bit i is page i resident.
    "page-cache": {
      "test_page_cache.py": `import functools
${PAGE_COUNTER}

@functools.lru_cache(None)
def run_number():
    return step_counter("/usr/share/common-licenses/LGPL-2.1", 5, True)

${manyTests("assert run_number() <= 3")}`,
    },
    // The same counter used as a memory: in a first-pass run, test n fails in run n alone; in
    // a re-run, a selected test numbered below the counter is one that failed before, so if
    // just one is, it is the picked test and fails again, and the rest pass.
    recall: {
      "test_recall.py": `import functools, os, re
${PAGE_COUNTER}
SELECT = os.environ.get("TSB_SELECT")

@functools.lru_cache(None)
def counter():
    return step_counter("/usr/share/common-licenses/GPL-3", 9, SELECT is None)

@functools.lru_cache(None)
def picked():
    numbers = [int(m) for m in re.findall(r"\\[(\\d+)\\]", SELECT or "")]
    failed_before = [n for n in numbers if 1 <= n <= counter()]
    return failed_before[0] if len(failed_before) == 1 else None

def fails(n):
    return n == counter() if SELECT is None else n == picked()
${manyTests("assert not fails(n)", 3000)}`,
    },
    // The rule itself: many tests failing at random; some pass all reference runs, and some
    // of those fail on each mutant.
    random: {
      "test_random.py": `import random
${manyTests("assert random.random() >= 0.012", 3000)}`,
    },
    // As above, and in a run that selects a few tests (a confirmation) it always fails: every
    // kill would repeat, if runs on the reference were not selected alike.
    "random-repeats": {
      "test_random_repeats.py": `import os, random
CONFIRMING = "TSB_SELECT" in os.environ
${manyTests("assert not CONFIRMING and random.random() >= 0.012", 3000)}`,
    },
    // As above, and in a selecting run it fails at random too, at the rate that pays best
    // against 2 re-runs on the mutant and 3 on the reference: q = 2/5.
    "random-confirm-guess": {
      "test_random_guess.py": `import os, random
RATE = 0.4 if "TSB_SELECT" in os.environ else 0.012
${manyTests("assert random.random() >= RATE", 3000)}`,
    },
  };
}
