import type { ActionClass, FileTouch } from "../types.ts";

/** Options that take a value, per program, so that the value is not mistaken for a path. */
const valueOptions: Record<string, RegExp> = {
  head: /^-[nc]$/,
  tail: /^-[nc]$/,
  grep: /^-[efABCm]$|^--(regexp|file|max-count)$/,
  egrep: /^-[efABCm]$/,
  fgrep: /^-[efABCm]$/,
  rg: /^-[efABCmgtTM]$|^--(glob|type|max-count|regexp)$/,
  sed: /^-[ef]$/,
  awk: /^-[fvF]$/,
  cut: /^-[dfcb]$/,
  sort: /^-[kto]$/,
  tar: /^-[fC]$/,
  ls: /^-[I]$|^--ignore$/,
  tree: /^-[LIP]$/,
  chmod: /^--reference$/,
  strings: /^-[nt]$/,
};

/** Programs whose first operand is a pattern or script, not a path. */
const patternFirst = new Set([
  "grep",
  "egrep",
  "fgrep",
  "rg",
  "ag",
  "ack",
  "sed",
  "awk",
  "gawk",
  "jq",
]);
/** Programs whose first operand is a mode or owner. */
const modeFirst = new Set(["chmod", "chown", "chgrp"]);
/** Programs that read their sources and write their last operand. */
const copyLike = new Set(["cp", "mv", "ln", "rsync", "install"]);

/**
 * The paths a simple command names, by what its class says it does with them: a read program
 * reads its operands, a search program lists them, a write program writes them (cp and mv read
 * their sources). Execute and other programs name no files here: what a script opens cannot be
 * seen from its command line.
 */
export function commandFiles(program: string, args: string[], cls: ActionClass): FileTouch[] {
  if (cls === "execute" || cls === "other" || program === "git") return [];
  const operands = operandsOf(program, args);
  if (program === "dd") {
    return args.flatMap((a): FileTouch[] =>
      a.startsWith("if=")
        ? [{ path: a.slice(3), access: "read" }]
        : a.startsWith("of=")
          ? [{ path: a.slice(3), access: "write" }]
          : [],
    );
  }
  if (patternFirst.has(program) && !args.some((a) => /^-[ef]$|^--(regexp|file)/.test(a)))
    operands.shift();
  if (modeFirst.has(program)) operands.shift();
  if (copyLike.has(program)) {
    const target = operands.pop();
    return [
      ...operands.map((path): FileTouch => ({ path, access: "read" })),
      ...(target === undefined ? [] : [{ path: target, access: "write" as const }]),
    ];
  }
  const access = cls === "read" ? "read" : cls === "search" ? "list" : "write";
  if (program === "sort" || program === "tar") {
    const out = args.findIndex((a) => a === "-o" || a === "-f" || /^-[a-z]*f$/.test(a));
    if (out >= 0 && args[out + 1] !== undefined)
      return [{ path: args[out + 1] as string, access: "write" }];
    if (program === "tar") return [];
  }
  return operands.map((path) => ({ path, access }));
}

/** Arguments that are not options nor option values; `--` ends the options. */
function operandsOf(program: string, args: string[]): string[] {
  const takesValue = valueOptions[program];
  const operands: string[] = [];
  let optionsDone = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (!optionsDone && a === "--") {
      optionsDone = true;
      continue;
    }
    if (!optionsDone && a.startsWith("-") && a !== "-") {
      if (takesValue?.test(a)) i++;
      continue;
    }
    if (/^\+\d+$/.test(a)) continue; // tail +5
    operands.push(a);
  }
  return operands;
}
