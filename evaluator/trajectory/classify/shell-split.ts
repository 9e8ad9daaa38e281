import { parse, type ParseEntry } from "shell-quote";

/** One simple command of a command line: its words and its redirections. */
export interface SimpleCommand {
  words: string[];
  redirects: { op: string; target: string }[];
  /** A here-document feeds its standard input. */
  heredoc: boolean;
}

const separators = new Set([";", "&&", "||", "|", "&", "|&", "(", ")", ";;", "<("]);
const redirectOps = new Set([">", ">>", "<", ">&", "<&", "<<<", ">|", "&>"]);

/**
 * Splits a shell command line into simple commands. Words and operators come from
 * `shell-quote`; two things it does not do are done here first, by hand: it reads a newline as a
 * space (so `cd x\npytest` would be one command) and it knows no here-documents (it would read
 * the document's lines as commands). `preparse` turns unquoted newlines into `;` and drops
 * here-document bodies, keeping quotes intact. Variables are not expanded (`$X` stays `$X`).
 */
export function splitShell(command: string): SimpleCommand[] {
  const { text, heredocs } = preparse(command);
  let entries: ParseEntry[];
  try {
    entries = parse(text, (name) => `$${name}`);
  } catch {
    // An unbalanced quote: shell-quote gives up; classify the words we can see.
    entries = text.split(/\s+/).filter(Boolean);
  }
  const commands: SimpleCommand[] = [];
  let current: SimpleCommand = { words: [], redirects: [], heredoc: false };
  const flush = () => {
    if (current.words.length > 0 || current.redirects.length > 0) commands.push(current);
    current = { words: [], redirects: [], heredoc: false };
  };
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i] as ParseEntry;
    if (typeof entry === "string") {
      current.words.push(entry);
      continue;
    }
    if ("comment" in entry) continue;
    if (entry.op === "glob") {
      current.words.push((entry as { pattern: string }).pattern);
      continue;
    }
    const op = entry.op;
    if (op === "<<" || op === "<<-") {
      current.heredoc = heredocs > 0;
      if (typeof entries[i + 1] === "string") i++; // the delimiter word
      continue;
    }
    if (redirectOps.has(op)) {
      // `2>&1`: shell-quote splits the descriptor off as a word of its own.
      const last = current.words[current.words.length - 1];
      if (last !== undefined && /^\d$/.test(last)) current.words.pop();
      const next = entries[i + 1];
      if (typeof next === "string") {
        i++;
        if (!((op === ">&" || op === "<&") && /^\d+$|^-$/.test(next)))
          current.redirects.push({ op, target: next });
      }
      continue;
    }
    if (separators.has(op)) flush();
  }
  flush();
  return commands;
}

/**
 * Replaces unquoted newlines with `;` (a line ending in `|`, `&&`, `||` or `\` continues) and
 * removes here-document bodies; returns how many here-documents it removed.
 */
export function preparse(command: string): { text: string; heredocs: number } {
  let out = "";
  let quote: "'" | '"' | null = null;
  const pending: { delimiter: string; strip: boolean }[] = [];
  let heredocs = 0;
  let i = 0;
  while (i < command.length) {
    const c = command[i] as string;
    if (quote) {
      out += c;
      if (c === "\\" && quote === '"' && i + 1 < command.length) out += command[++i];
      else if (c === quote) quote = null;
      i++;
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    if (c === "\\" && command[i + 1] === "\n") {
      i += 2;
      continue;
    }
    if (c === "\\" && i + 1 < command.length) {
      out += c + command[i + 1];
      i += 2;
      continue;
    }
    if (c === "#" && (i === 0 || /\s|;|&|\|/.test(command[i - 1] as string))) {
      while (i < command.length && command[i] !== "\n") i++;
      continue;
    }
    if (c === "<" && command.startsWith("<<", i) && command[i + 2] !== "<") {
      const m = /^<<(-?)\s*(['"]?)([A-Za-z0-9_.-]+)\2/.exec(command.slice(i));
      if (m) {
        pending.push({ delimiter: m[3] as string, strip: m[1] === "-" });
        out += `<< ${m[3]}`;
        i += m[0].length;
        continue;
      }
    }
    if (c === "\n") {
      i = skipHeredocBodies(command, i + 1, pending);
      heredocs += pending.length;
      pending.length = 0;
      out += /(\|\||&&|\||\(|\{|;|^)\s*$/.test(out) ? " " : " ; ";
      continue;
    }
    out += c;
    i++;
  }
  heredocs += pending.length;
  return { text: out, heredocs };
}

/** Skips the bodies of the pending here-documents starting at `from`; returns the next index. */
function skipHeredocBodies(
  command: string,
  from: number,
  pending: { delimiter: string; strip: boolean }[],
): number {
  let i = from;
  for (const doc of pending) {
    while (i < command.length) {
      const end = command.indexOf("\n", i);
      const line = command.slice(i, end === -1 ? command.length : end);
      i = end === -1 ? command.length : end + 1;
      if ((doc.strip ? line.replace(/^\t+/, "") : line).trimEnd() === doc.delimiter) break;
    }
  }
  return i;
}
