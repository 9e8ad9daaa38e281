/**
 * The system-call filter every bubblewrap run gets (bubblewrap loads it with `--seccomp`, last,
 * just before the suite's chain starts). It closes the kernel state through which one run could
 * leave something for another run of the same verification, a later one or one running beside
 * it (DESIGN.md, "No memory across runs"; the tests in sandbox-memory.test.ts show each closed):
 *
 * - locks on shared files (flock, fcntl's POSIX and open-file-description locks, leases): a lock
 *   taken is granted and recorded nowhere, so no run can see another's; asking who holds a lock
 *   fails (ENOLCK). A run's own processes lose mutual exclusion through locks, which no suite of
 *   a command-line program needs;
 * - file watches (inotify, fanotify, dnotify): they would tell a run when another opens a file;
 * - global counters a run can read and advance: socket and network-namespace cookies
 *   (SO_COOKIE, SO_NETNS_COOKIE, and sock_diag, which reports cookies), pidfds (their inode
 *   numbers count every process the machine made), unique mount and namespace ids (statx's
 *   STATX_MNT_ID_UNIQUE, statmount, listmount, the nsfs ioctls), and new namespaces or mounts,
 *   which would advance them;
 * - ways around the page cache's shape: io_uring (whose operations no filter sees), cachestat;
 * - host-wide figures: sysinfo (free memory, load and process count of the whole machine);
 *   /proc's are masked by bubblewrap (proc-mask.ts).
 *
 * Assembled by hand: classic BPF for seccomp is a fixed 8-byte instruction format, and the npm
 * packages that build filters bind libseccomp natively, which the runner would then need on
 * every machine. x86-64 and arm64; other architectures' calls fail (ENOSYS).
 */

type Action = { errno: number };

interface Rule {
  /** The call's number per architecture; absent where the call does not exist. */
  nr: { x64?: number; arm64?: number };
  /**
   * Every condition must hold, on the argument's low 32 bits: equal to one of `in`, having a
   * bit of `anyBit`, or equal to `value` under `mask`.
   */
  when?: { arg: number; in?: number[]; anyBit?: number; mask?: number; value?: number }[];
  action: Action;
}

const ERRNO = { EPERM: 1, EINVAL: 22, ENOLCK: 37, ENOSYS: 38, ENOPROTOOPT: 92, EAFNOSUPPORT: 97 };
const GRANT: Action = { errno: 0 };

const F = {
  GETLK: 5,
  SETLK: 6,
  SETLKW: 7,
  OFD_GETLK: 36,
  OFD_SETLK: 37,
  OFD_SETLKW: 38,
  SETLEASE: 1024,
  GETLEASE: 1025,
  NOTIFY: 1026,
};
const CLONE_NAMESPACES =
  0x00020000 |
  0x02000000 |
  0x04000000 |
  0x08000000 |
  0x10000000 |
  0x20000000 |
  0x40000000 |
  0x00000080;
const CLONE_PIDFD = 0x00001000;
const STATX_MNT_ID_UNIQUE = 0x4000;

/** The rules, in order; the first that matches decides. */
export const RULES: Rule[] = [
  { nr: { x64: 73, arm64: 32 }, action: GRANT }, // flock
  {
    nr: { x64: 72, arm64: 25 },
    when: [{ arg: 1, in: [F.SETLK, F.SETLKW, F.OFD_SETLK, F.OFD_SETLKW] }],
    action: GRANT,
  }, // fcntl
  {
    nr: { x64: 72, arm64: 25 },
    when: [{ arg: 1, in: [F.GETLK, F.OFD_GETLK] }],
    action: { errno: ERRNO.ENOLCK },
  },
  {
    nr: { x64: 72, arm64: 25 },
    when: [{ arg: 1, in: [F.SETLEASE, F.GETLEASE, F.NOTIFY] }],
    action: { errno: ERRNO.EPERM },
  },
  { nr: { x64: 253 }, action: { errno: ERRNO.ENOSYS } }, // inotify_init
  { nr: { x64: 294, arm64: 26 }, action: { errno: ERRNO.ENOSYS } }, // inotify_init1
  { nr: { x64: 300, arm64: 262 }, action: { errno: ERRNO.ENOSYS } }, // fanotify_init
  {
    nr: { x64: 55, arm64: 209 },
    when: [
      { arg: 1, in: [1] },
      { arg: 2, in: [57, 71, 77] },
    ],
    action: { errno: ERRNO.ENOPROTOOPT },
  }, // getsockopt SO_COOKIE, SO_NETNS_COOKIE, SO_PEERPIDFD
  {
    nr: { x64: 41, arm64: 198 },
    when: [
      { arg: 0, in: [16] },
      { arg: 2, in: [4] },
    ],
    action: { errno: ERRNO.EAFNOSUPPORT },
  }, // socket(AF_NETLINK, NETLINK_SOCK_DIAG)
  { nr: { x64: 434, arm64: 434 }, action: { errno: ERRNO.ENOSYS } }, // pidfd_open
  { nr: { x64: 438, arm64: 438 }, action: { errno: ERRNO.ENOSYS } }, // pidfd_getfd
  { nr: { x64: 435, arm64: 435 }, action: { errno: ERRNO.ENOSYS } }, // clone3: its flags sit in memory no filter reads; the C library falls back to clone
  {
    nr: { x64: 56, arm64: 220 },
    when: [{ arg: 0, anyBit: CLONE_NAMESPACES | CLONE_PIDFD }],
    action: { errno: ERRNO.EPERM },
  }, // clone
  { nr: { x64: 272, arm64: 97 }, action: { errno: ERRNO.EPERM } }, // unshare
  { nr: { x64: 308, arm64: 268 }, action: { errno: ERRNO.EPERM } }, // setns
  { nr: { x64: 165, arm64: 40 }, action: { errno: ERRNO.EPERM } }, // mount
  { nr: { x64: 428, arm64: 428 }, action: { errno: ERRNO.EPERM } }, // open_tree
  { nr: { x64: 429, arm64: 429 }, action: { errno: ERRNO.EPERM } }, // move_mount
  { nr: { x64: 430, arm64: 430 }, action: { errno: ERRNO.EPERM } }, // fsopen
  { nr: { x64: 432, arm64: 432 }, action: { errno: ERRNO.EPERM } }, // fsmount
  { nr: { x64: 457, arm64: 457 }, action: { errno: ERRNO.ENOSYS } }, // statmount
  { nr: { x64: 458, arm64: 458 }, action: { errno: ERRNO.ENOSYS } }, // listmount
  {
    nr: { x64: 332, arm64: 291 },
    when: [{ arg: 3, anyBit: STATX_MNT_ID_UNIQUE }],
    action: { errno: ERRNO.EINVAL },
  }, // statx
  { nr: { x64: 303, arm64: 264 }, action: { errno: ERRNO.ENOSYS } }, // name_to_handle_at (mount ids)
  {
    nr: { x64: 16, arm64: 29 },
    when: [{ arg: 1, mask: 0xff00, value: 0xb700 }],
    action: { errno: ERRNO.EPERM },
  }, // ioctl on nsfs (ids of namespaces)
  { nr: { x64: 425, arm64: 425 }, action: { errno: ERRNO.ENOSYS } }, // io_uring_setup
  { nr: { x64: 426, arm64: 426 }, action: { errno: ERRNO.ENOSYS } }, // io_uring_enter
  { nr: { x64: 427, arm64: 427 }, action: { errno: ERRNO.ENOSYS } }, // io_uring_register
  { nr: { x64: 451, arm64: 451 }, action: { errno: ERRNO.ENOSYS } }, // cachestat
  { nr: { x64: 99, arm64: 179 }, action: { errno: ERRNO.ENOSYS } }, // sysinfo
  { nr: { x64: 298, arm64: 241 }, action: { errno: ERRNO.ENOSYS } }, // perf_event_open
  { nr: { x64: 321, arm64: 280 }, action: { errno: ERRNO.ENOSYS } }, // bpf
];

const AUDIT_ARCH = { x64: 0xc000003e, arm64: 0xc00000b7 };
const RET_ALLOW = 0x7fff0000;
const RET_ERRNO = 0x00050000;
/** Offsets in struct seccomp_data: the call's number, the architecture, the arguments. */
const NR = 0;
const ARCH = 4;
const argAt = (n: number) => 16 + 8 * n;

type Label = string;
/** A jump's target: a label, or a count of instructions to skip. */
type Target = Label | number;
interface Insn {
  code: number;
  k: number;
  jt?: Target;
  jf?: Target;
}
const ld = (offset: number): Insn => ({ code: 0x20, k: offset }); // BPF_LD | BPF_W | BPF_ABS
const ret = (k: number): Insn => ({ code: 0x06, k }); // BPF_RET | BPF_K
const jeq = (k: number, jt: Target, jf: Target): Insn => ({ code: 0x15, k, jt, jf });
const jge = (k: number, jt: Target, jf: Target): Insn => ({ code: 0x35, k, jt, jf });
const jset = (k: number, jt: Target, jf: Target): Insn => ({ code: 0x45, k, jt, jf });
const and = (k: number): Insn => ({ code: 0x54, k }); // BPF_ALU | BPF_AND | BPF_K

/**
 * The filter as bytes (struct sock_filter[]), for this machine's architecture (`process.arch`):
 * what bubblewrap reads from the file descriptor given to `--seccomp`.
 */
export function seccompProgram(arch: string = process.arch): Buffer {
  const key = arch === "arm64" ? "arm64" : arch === "x64" ? "x64" : null;
  if (key === null) throw new Error(`no system-call filter for the ${arch} architecture`);
  const program: (Insn | { label: Label })[] = [
    ld(ARCH),
    jeq(AUDIT_ARCH[key], 1, 0),
    ret(RET_ERRNO | 38),
    ld(NR),
    // x32 calls on x86-64 carry bit 30: another numbering, refused whole.
    ...(key === "x64" ? [jge(0x40000000, 0, 1), ret(RET_ERRNO | 38)] : []),
  ];
  RULES.forEach((rule, index) => {
    const nr = rule.nr[key];
    if (nr === undefined) return;
    const next = `next${index}`;
    program.push(ld(NR), jeq(nr, 0, next));
    (rule.when ?? []).forEach((condition, c) => {
      const ok = `ok${index}-${c}`;
      program.push(ld(argAt(condition.arg)));
      if (condition.in) {
        for (const value of condition.in) program.push(jeq(value, ok, 0));
        program.push({ code: 0x05, k: 0, jt: next }); // BPF_JMP | BPF_JA to next (resolved below)
      } else if (condition.anyBit !== undefined) program.push(jset(condition.anyBit, ok, next));
      else program.push(and(condition.mask ?? 0xffffffff), jeq(condition.value ?? 0, ok, next));
      program.push({ label: ok });
    });
    program.push(ret(RET_ERRNO | (rule.action.errno & 0xffff)), { label: next });
  });
  program.push(ret(RET_ALLOW));
  return assemble(program);
}

/** Resolves labels into the relative offsets BPF jumps take (jt/jf: 0–255; ja: any). */
function assemble(program: (Insn | { label: Label })[]): Buffer {
  const at = new Map<Label, number>();
  const insns: Insn[] = [];
  for (const item of program) {
    if ("label" in item) at.set(item.label, insns.length);
    else insns.push(item);
  }
  const out = Buffer.alloc(insns.length * 8);
  insns.forEach((insn, i) => {
    const offset = (target: Target | undefined): number => {
      if (target === undefined) return 0;
      if (typeof target === "number") return target;
      const to = at.get(target);
      if (to === undefined) throw new Error(`seccomp filter: no label ${target}`);
      return to - (i + 1);
    };
    const ja = insn.code === 0x05;
    const jt = ja ? 0 : offset(insn.jt);
    const jf = ja ? 0 : offset(insn.jf);
    if (jt > 255 || jf > 255 || jt < 0 || jf < 0) throw new Error("seccomp filter: jump too far");
    out.writeUInt16LE(insn.code, i * 8);
    out.writeUInt8(jt, i * 8 + 2);
    out.writeUInt8(jf, i * 8 + 3);
    out.writeUInt32LE(ja ? offset(insn.jt) : insn.k, i * 8 + 4);
  });
  return out;
}
