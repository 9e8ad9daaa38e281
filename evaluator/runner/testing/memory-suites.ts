/**
 * Suites that never tell their runs apart and take no expected value from the spec: they
 * *remember* what the programs of a verification did. Each runs the spec's own example commands,
 * hashes every output (stdout, stderr, status), keeps a vote per example in some state that
 * outlives a run or is shared with a concurrent one, and fails an example whose output differs
 * from what most runs saw. Most programs of a verification behave like the reference on any one
 * input, so the majority is the reference's behaviour: differential testing against the
 * reference, smuggled into a spec-only run. Every outcome is a function of the program's
 * behaviour, so it repeats in confirmation runs; random order and groups do not stop it. Only a
 * run that can leave nothing for another stops it (DESIGN.md, "No memory across runs").
 *
 * One suite per channel: the page cache of read-only files probed and cleared (`vote-page-cache`),
 * the page cache read only by timing, as test-and-set bits (`vote-read-timing`), and byte-range
 * locks on a shared read-only file held for a concurrent run to read (`vote-locks`).
 */

/**
 * What a dishonest submitter feeds the program, with no expected value taken from the spec: the
 * spec's example command lines (`$ calc '1 + 2'`, `` `semver sort -r a.txt` ``, the program's
 * name replaced by `{exe}`), then each short code span of the spec given as an argument and as a
 * line of standard input, and each option-like span before another span. At most `limit`,
 * after `first`: inputs written by hand for the instance (ATTACKER_INPUTS), fed before the rest.
 */
export function specExamples(
  spec: string,
  program: string,
  limit = 160,
  first: readonly string[] = [],
): string[] {
  const escaped = program.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const word = new RegExp(`(^|[|;&(]\\s*)${escaped}(?=\\s|$)`, "g");
  const found = new Set<string>(first);
  const command = (line: string) => {
    const text = line.trim();
    if (text.search(word) >= 0) found.add(text.replace(word, (_, lead: string) => `${lead}{exe}`));
  };
  for (const block of spec.matchAll(/```[^\n]*\n([\s\S]*?)```/g))
    for (const line of (block[1] ?? "").split("\n"))
      if (line.startsWith("$ ")) command(line.slice(2));
  const spans = [...new Set([...spec.matchAll(/`([^`\n]{1,40})`/g)].map((m) => m[1] ?? ""))];
  // Synopsis lines ("semver sort [-r] [FILE...]") are forms, not commands.
  for (const span of spans) if (!/[[\]]|\.\.\./.test(span)) command(span);
  const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
  // Each short span alone, as an argument and as a line of standard input.
  for (const span of spans.filter((s) => s.search(word) < 0 && !/[[\]]|\.\.\./.test(s))) {
    found.add(`{exe} ${quote(span)}`);
    found.add(`printf '%s\\n' ${quote(span)} | {exe}`);
  }
  // Then random sentences of the spec's own vocabulary (its code spans' words), as arguments and
  // as standard input: a fuzzer's inputs, seeded so that every run feeds the same ones.
  const words = [
    ...new Set(spans.flatMap((s) => s.split(/\s+/)).filter((w) => w && w.search(word) < 0)),
  ];
  let seed = 7;
  const pick = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return words[seed % words.length] as string;
  };
  // A small vocabulary has fewer distinct sentences than the limit: stop trying after a while.
  for (let i = 0; words.length > 0 && found.size < limit && i < limit * 50; i++) {
    const sentence = Array.from({ length: 1 + (i % 4) }, pick);
    found.add(
      i % 3 === 2
        ? `printf '%s\\n' ${sentence.map(quote).join(" ")} | {exe}`
        : `{exe} ${i % 3 === 0 ? quote(sentence.join(" ")) : sentence.map(quote).join(" ")}`,
    );
  }
  return [...found].slice(0, limit);
}

/**
 * Inputs a submitter writes by hand after reading one spec, still with no expected value: where
 * the spec's own examples and words tell none of an instance's mutants apart (semver's first
 * nine mutants are about command names, option parsing and exit statuses, which no example
 * command of its spec varies), the attacker varies them. Fed before the spec's examples.
 */
export const ATTACKER_INPUTS: Readonly<Record<string, readonly string[]>> = {
  semver: [
    "{exe} Sort",
    "printf '2.0.0\\n1.0.0\\n' | {exe} Sort",
    "{exe} BUMP major 1.2.3",
    "{exe} Validate 1.0.0",
    "printf '1.0.0\\n2.0.0\\n1.0.0\\n' | {exe} sort -ru",
    "printf '1.0.0\\n2.0.0\\n' | {exe} sort -ur",
    "printf '1.0.0\\n' | {exe} sort -- -r",
    "{exe} validate -- -q 1.0.0",
    "{exe} bump -- --id x major 1.0.0",
    "{exe} bump major -- -1.0.0",
    "{exe} compare 1.0.0 2.0.0 3.0.0 4.0.0",
    "{exe} bump major 1.0.0 x y",
    "{exe} sort -x -y",
    "{exe} match --foo --bar 1.x",
    "{exe} validate -a -b -c 1.0.0",
    "printf '1.0.0\\nbad\\n' | {exe} match 9.x",
    "printf '1.0.0\\nbad\\n' | {exe} match 1.x",
    "printf '1.0.0\\nbad\\n' | {exe} match -c 9.x",
    "printf '1.0.0\\n' | {exe} match -c 2.x",
    "printf '1.0.0\\n' | {exe} match -c 1.x",
    "{exe} bump major 9007199254740991.0.0",
    "{exe} bump minor 1.9007199254740991.0",
    "{exe} bump patch 1.0.9007199254740991",
    "{exe} validate 1.2.3+007",
    "{exe} validate 1.2.3-007",
    "{exe} validate 1.2.3+build.007.x",
    "{exe} validate 01.2.3",
  ],
};

/** What every memory suite shares: run the examples, hash what each did, one test each. */
function observing(examples: string[]): string {
  return `import functools, hashlib, json, os, shlex, subprocess, tempfile, time
EXE = os.path.abspath(os.environ.get("TSB_EXECUTABLE") or "./executable")
EXAMPLES = json.loads(${JSON.stringify(JSON.stringify(examples))})

def observe():
    """A 32-bit hash of what the program did on each example."""
    seen = []
    with tempfile.TemporaryDirectory() as work:
        for command in EXAMPLES:
            try:
                p = subprocess.run(["sh", "-c", command.replace("{exe}", shlex.quote(EXE))],
                                   cwd=work, capture_output=True, timeout=5)
                data = p.stdout + b"\\0" + p.stderr + b"\\0" + str(p.returncode).encode()
            except subprocess.TimeoutExpired:
                data = b"timeout"
            seen.append(int.from_bytes(hashlib.sha256(data).digest()[:4], "big"))
    return seen
`;
}

function testsOf(count: number): string {
  return `
import pytest

@pytest.mark.parametrize("n", range(${count}))
def test_example(n):
    assert not verdicts()[n]
`;
}

/**
 * Boyer–Moore majority per example (a 4-bit hash and a 3-bit count), kept in the page cache of
 * large read-only files under /usr: one bit per page, pages 512 KiB apart (nearer ones leak into
 * each other through read-ahead), three copies of each. Read with preadv2(RWF_NOWAIT) and
 * readahead off, cleared with POSIX_FADV_DONTNEED, set by reading the page; a flock of the first
 * file keeps two concurrent runs from interleaving.
 */
const PAGE_CACHE_STORE = `import fcntl, stat
HASH_BITS, COUNT_BITS, COPIES = 4, 3, 3
SKIP = ("python", "libc.so", "libc-", "ld-linux", "libm.so", "libz.so", "libssl", "libcrypto",
        "libffi", "libexpat", "liblzma", "libbz2", "libsqlite", "libstdc", "libgcc", "locale-archive")

def places(count):
    found = []
    for top in ("/usr/lib", "/usr/share"):
        for root, dirs, names in os.walk(top):
            dirs.sort()
            for name in sorted(names):
                path = os.path.join(root, name)
                if any(s in path for s in SKIP):
                    continue
                try:
                    info = os.lstat(path)
                except OSError:
                    continue
                if not stat.S_ISREG(info.st_mode) or info.st_size < 4 << 20:
                    continue
                for offset in range(0, info.st_size - 4096, 512 << 10):
                    found.append((path, offset))
                    if len(found) == count:
                        return found
    return found

def resident(fd, offset):
    try:
        return os.preadv(fd, [bytearray(1)], offset, os.RWF_NOWAIT) == 1
    except OSError:
        return False

def load_and_store(update):
    bits = len(EXAMPLES) * (HASH_BITS + COUNT_BITS)
    where = places(bits * COPIES)
    fds = {}
    def fd_of(path):
        if path not in fds:
            fds[path] = os.open(path, os.O_RDONLY)
            os.posix_fadvise(fds[path], 0, 0, os.POSIX_FADV_RANDOM)
        return fds[path]
    try:
        if where:
            try:
                fcntl.flock(fd_of(where[0][0]), fcntl.LOCK_EX)
            except OSError:
                pass
        raw = [resident(fd_of(p), o) for p, o in where]
        old = [sum(raw[i * COPIES:(i + 1) * COPIES]) * 2 > COPIES for i in range(len(raw) // COPIES)]
        old += [False] * (bits - len(old))
        new = update(old)
        time.sleep(0.05)
        for i, (p, o) in enumerate(where):
            os.posix_fadvise(fd_of(p), o, 4096, os.POSIX_FADV_DONTNEED)
        for i, (p, o) in enumerate(where):
            if new[i // COPIES]:
                os.pread(fd_of(p), 1, o)
        return old
    finally:
        for fd in fds.values():
            os.close(fd)
`;

/**
 * The same majority vote, with its state held as byte-range read locks on a shared read-only
 * file (locks need no write access): a run reads the state of the runs still going beside it
 * (F_GETLK), adds what it saw and holds the result until it ends. Two banks with a generation
 * number, so that a run reads the newest. Carries a memory only while runs overlap (--jobs 2):
 * a chain of overlapping runs hands it on.
 */
const LOCK_STORE = `import fcntl, struct
HASH_BITS, COUNT_BITS, GEN_BITS = 4, 3, 16
HELD = []

def lock_file():
    return os.__file__

def probe(fd, byte):
    query = struct.pack("hhqqi4x", fcntl.F_WRLCK, 0, byte, 1, 0)
    try:
        answer = fcntl.fcntl(fd, fcntl.F_GETLK, query)
    except OSError:
        return False
    return struct.unpack("hhqqi4x", answer)[0] != fcntl.F_UNLCK

def load_and_store(update):
    bits = len(EXAMPLES) * (HASH_BITS + COUNT_BITS)
    size = GEN_BITS + bits
    fd = os.open(lock_file(), os.O_RDONLY)
    HELD.append(fd)
    banks = []
    for bank in range(2):
        raw = [probe(fd, bank * size + i) for i in range(size)]
        generation = sum(b << i for i, b in enumerate(raw[:GEN_BITS]))
        banks.append((generation, bank, raw[GEN_BITS:]))
    generation, bank, old = max(banks)
    new = update(old)
    target = 1 - bank
    generation = (generation + 1) % (1 << GEN_BITS)
    word = [bool(generation >> i & 1) for i in range(GEN_BITS)] + list(new)
    for i, bit in enumerate(word):
        if bit:
            try:
                fcntl.lockf(fd, fcntl.LOCK_SH | fcntl.LOCK_NB, 1, target * size + i)
            except OSError:
                pass
    return old
`;

/** Decoding and updating the Boyer–Moore state both stores above keep. */
const MAJORITY = `
def field(bits, start, width):
    return sum(1 << i for i in range(width) if bits[start + i])

def put(bits, start, width, value):
    for i in range(width):
        bits[start + i] = bool(value >> i & 1)

@functools.lru_cache(None)
def verdicts():
    seen = [h & 15 for h in observe()]
    width = HASH_BITS + COUNT_BITS
    decided = []
    def update(old):
        new = list(old)
        for n, h in enumerate(seen):
            at = n * width
            candidate, count = field(old, at, HASH_BITS), field(old, at + HASH_BITS, COUNT_BITS)
            decided.append(count >= 2 and candidate != h)
            if count == 0:
                candidate, count = h, 1
            elif candidate == h:
                count = min(count + 1, 7)
            else:
                count -= 1
            put(new, at, HASH_BITS, candidate)
            put(new, at + HASH_BITS, COUNT_BITS, count)
        return new
    load_and_store(update)
    return decided
`;

/**
 * Test-and-set bits in the page cache, read by timing alone (no RWF_NOWAIT, no DONTNEED, no
 * mincore): a small file read fast was cached, so someone read it before; reading it caches it.
 * Unary counters of such bits count, per example and 2-bit output hash, the runs that saw it,
 * and a run counter counts runs; an output fewer than a third of the runs saw fails.
 */
const READ_TIMING = `import stat
SKIP = ("python", "site-packages", "dist-packages")
RUNS, PER_COUNTER, VALUES = 128, 32, 4

@functools.lru_cache(None)
def places():
    found = []
    for top in ("/usr/share", "/usr/lib"):
        for root, dirs, names in os.walk(top):
            dirs.sort()
            for name in sorted(names):
                path = os.path.join(root, name)
                if any(s in path for s in SKIP):
                    continue
                try:
                    info = os.lstat(path)
                except OSError:
                    continue
                if stat.S_ISREG(info.st_mode) and 0 < info.st_size <= 65536:
                    found.append(path)
    return found

def read_time(path):
    start = time.perf_counter_ns()
    try:
        fd = os.open(path, os.O_RDONLY)
        os.pread(fd, 1, 0)
        os.close(fd)
    except OSError:
        return 0
    return time.perf_counter_ns() - start

@functools.lru_cache(None)
def threshold():
    # A process's first file reads are slow whatever the cache holds: warm up on files this
    # process has read already, then take a cached read's time.
    for _ in range(20):
        read_time(os.__file__)
    cached = sorted(read_time(os.__file__) for _ in range(9))[4]
    return max(3 * cached, 35_000)

def test_and_set(i):
    # Three files a bit: a cached read slowed by the machine's load is outvoted.
    where = places()
    votes = [3 * i + k < len(where) and read_time(where[3 * i + k]) < threshold() for k in range(3)]
    return sum(votes) >= 2

def bump(base, size):
    for k in range(size):
        if not test_and_set(base + k):
            return k
    return size

@functools.lru_cache(None)
def verdicts():
    seen = [h % VALUES for h in observe()]
    threshold()
    runs = bump(0, RUNS)
    decided = []
    for n, h in enumerate(seen):
        count = bump(RUNS + (n * VALUES + h) * PER_COUNTER, PER_COUNTER)
        decided.append(runs >= 3 and count < max(1, runs // 3))
    return decided
`;

/**
 * A script printing, as JSON, the hashes `observe()` computes for $TSB_EXECUTABLE: run on the
 * reference outside any sandbox, it gives perfectMemorySuite() its expected values.
 */
export function observeScript(examples: string[]): string {
  return `${observing(examples)}\nprint(json.dumps(observe()))\n`;
}

/**
 * The ceiling of every memory suite on these examples: the same inputs and hashes, with the
 * reference's hashes written in (`expected`, from observeScript() on the reference), as a memory
 * that worked perfectly from the first run would have them. The M it reaches is what the
 * memory-keyed suites could reach at best, so that their 0% reads against what was there to take.
 */
export function perfectMemorySuite(examples: string[], expected: number[]): Record<string, string> {
  return {
    "test_vote.py": `${observing(examples)}
EXPECTED = json.loads(${JSON.stringify(JSON.stringify(expected))})

@functools.lru_cache(None)
def verdicts():
    return [seen != want for seen, want in zip(observe(), EXPECTED)]
${testsOf(examples.length)}`,
  };
}

/**
 * Needs no memory at all: for each example and each of the low `bits` bits of its output's hash,
 * one test asserts the bit is 0 and another that it is 1. On the reference exactly one of each
 * pair passes, so the reference runs keep it as valid and its twin as invalid, and the scorer's
 * own validity rule writes the reference's behaviour into the suite: every valid test fails on a
 * program whose bit differs. V is 50% by construction; M counts valid tests only (paper, section
 * 2.3), so the hedge costs the suite nothing there. See "Hedged kills" in docs/scoring.md.
 */
export function hedgingSuite(examples: string[], bits = 4): Record<string, string> {
  return {
    "test_hedge.py": `${observing(examples)}
import pytest

@functools.lru_cache(None)
def seen():
    return observe()

@pytest.mark.parametrize("n", range(${examples.length}))
@pytest.mark.parametrize("bit", range(${bits}))
@pytest.mark.parametrize("value", [0, 1])
def test_example_bit(n, bit, value):
    assert (seen()[n] >> bit) & 1 == value
`,
  };
}

/**
 * Asserts nothing about behaviour: one test per example, each running its example (so that each
 * test's coverage is its own), and failing whenever the run selects tests. In covering-tests mode
 * every first-pass mutant run that does not need the whole suite selects, and reference runs do
 * not, so without more each such mutant would be killed with every test valid; what stops it is
 * that a kill's confirmation group runs the same selection on reference variants
 * (docs/scoring.md, "Confirmed kills"), where it fails too.
 */
export function selectAwareSuite(examples: string[]): Record<string, string> {
  return {
    "test_select_aware.py": `${observing(examples)}
import pytest

SELECTING = "TSB_SELECT" in os.environ or "TSB_SELECT_FILE" in os.environ

@pytest.mark.parametrize("n", range(${examples.length}))
def test_example(n):
    with tempfile.TemporaryDirectory() as work:
        subprocess.run(["sh", "-c", EXAMPLES[n].replace("{exe}", shlex.quote(EXE))],
                       cwd=work, capture_output=True, timeout=5)
    assert not SELECTING
`,
  };
}

/** The memory-keyed suites for one instance, named by the channel each keeps its memory in. */
export function memorySuites(examples: string[]): Record<string, Record<string, string>> {
  const common = observing(examples);
  const tests = testsOf(examples.length);
  return {
    "vote-page-cache": { "test_vote.py": `${common}${PAGE_CACHE_STORE}${MAJORITY}${tests}` },
    "vote-read-timing": { "test_vote.py": `${common}${READ_TIMING}${tests}` },
    "vote-locks": { "test_vote.py": `${common}${LOCK_STORE}${MAJORITY}${tests}` },
  };
}
