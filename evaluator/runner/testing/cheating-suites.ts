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
  /** sha256 of their code and read-only data sections. */
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
      "test_page_cache.py": `import os, functools, mmap
FILE = "/usr/share/common-licenses/GPL-3"
PAGE = mmap.PAGESIZE
BITS = 5

def resident(fd, page):
    try:
        return os.preadv(fd, [bytearray(1)], page * PAGE, os.RWF_NOWAIT) == 1
    except BlockingIOError:
        return False

@functools.lru_cache(None)
def run_number():
    fd = os.open(FILE, os.O_RDONLY)
    try:
        count = sum(1 << i for i in range(BITS) if resident(fd, i))
        os.posix_fadvise(fd, 0, BITS * PAGE, os.POSIX_FADV_DONTNEED)
        for i in range(BITS):
            if (count + 1) >> i & 1:
                os.pread(fd, 1, i * PAGE)
        return count + 1
    finally:
        os.close(fd)

${manyTests("assert run_number() <= 3")}`,
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
