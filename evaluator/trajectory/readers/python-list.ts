/**
 * Parses one line holding a Python list of string literals, as Terminal-Bench writes with
 * `repr()`: `['ls -la', 'Enter']`. Written by hand because no maintained npm package reads
 * Python literals, and only quoted strings, commas and the escapes `repr` emits (`\\`, `\'`,
 * `\"`, `\n`, `\t`, `\r`, `\xNN`, `\uNNNN`) occur. Returns null for anything else.
 */
export function parsePythonStringList(line: string): string[] | null {
  const s = line.trim();
  if (!s.startsWith("[") || !s.endsWith("]")) return null;
  const out: string[] = [];
  let i = 1;
  const skipSpace = () => {
    while (i < s.length && /\s/.test(s[i] as string)) i++;
  };
  skipSpace();
  if (s[i] === "]") return i === s.length - 1 ? out : null;
  for (;;) {
    skipSpace();
    const quote = s[i];
    if (quote !== "'" && quote !== '"') return null;
    i++;
    let value = "";
    while (i < s.length && s[i] !== quote) {
      if (s[i] !== "\\") {
        value += s[i++];
        continue;
      }
      const e = s[i + 1];
      const simple: Record<string, string> = {
        n: "\n",
        t: "\t",
        r: "\r",
        "\\": "\\",
        "'": "'",
        '"': '"',
        "0": "\0",
      };
      if (e !== undefined && e in simple) {
        value += simple[e];
        i += 2;
      } else if (e === "x" || e === "u") {
        const len = e === "x" ? 2 : 4;
        value += String.fromCharCode(parseInt(s.slice(i + 2, i + 2 + len), 16));
        i += 2 + len;
      } else {
        value += "\\";
        i++;
      }
    }
    if (i >= s.length) return null;
    out.push(value);
    i++;
    skipSpace();
    if (s[i] === "]") return i === s.length - 1 ? out : null;
    if (s[i] !== ",") return null;
    i++;
  }
}
