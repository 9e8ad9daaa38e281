/**
 * The function a changed line is in, per language: a backwards scan for a definition line
 * (changed-lines.ts), or the name in a diff hunk header's function context.
 */
type Family = "c" | "rust" | "go" | "js" | "python";

function family(file: string): Family | undefined {
  const ext = file.slice(file.lastIndexOf(".") + 1).toLowerCase();
  if (["c", "h", "cc", "cpp", "cxx", "hpp", "hh"].includes(ext)) return "c";
  if (ext === "rs") return "rust";
  if (ext === "go") return "go";
  if (["js", "mjs", "cjs", "ts", "mts", "cts", "jsx", "tsx"].includes(ext)) return "js";
  if (ext === "py") return "python";
  return undefined;
}

const KEYWORDS = new Set([
  "if",
  "for",
  "while",
  "switch",
  "return",
  "catch",
  "else",
  "do",
  "sizeof",
  "match",
  "loop",
]);

/** The name a definition line defines, per language; undefined when it defines no function. */
export function functionName(text: string, file: string): string | undefined {
  const pick = (m: RegExpMatchArray | null, group: number) => {
    const name = m?.[group];
    return name && !KEYWORDS.has(name) ? name : undefined;
  };
  switch (family(file)) {
    case "c":
      // A definition starts at column 0 (a type, then the name and its parameter list) and is
      // not a declaration (no ';' after the parameters).
      return /^[A-Za-z_]/.test(text) && !/\)\s*;\s*$/.test(text) && !/^typedef\b/.test(text)
        ? pick(text.match(/^[A-Za-z_][\w\s*]*?\b([A-Za-z_]\w*)\s*\(/), 1)
        : undefined;
    case "rust":
      return pick(
        text.match(
          /^\s*(?:pub(?:\([\w:]+\))?\s+)?(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?(?:extern\s+"\w+"\s+)?fn\s+([A-Za-z_]\w*)/,
        ),
        1,
      );
    case "go": {
      const m = text.match(/^func\s+(?:\(\s*\w*\s*\*?\s*(\w+)[^)]*\)\s*)?([A-Za-z_]\w*)/);
      if (!m?.[2]) return undefined;
      return m[1] ? `${m[1]}.${m[2]}` : m[2];
    }
    case "js":
      return (
        pick(
          text.match(
            /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)/,
          ),
          1,
        ) ??
        pick(
          text.match(
            /^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>)/,
          ),
          1,
        ) ??
        pick(
          text.match(
            /^\s+(?:static\s+)?(?:async\s+)?(?:get\s+|set\s+)?([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*\{\s*$/,
          ),
          1,
        )
      );
    case "python":
      return pick(text.match(/^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)/), 1);
    default:
      return undefined;
  }
}

/**
 * Scans up from `line` for a definition whose body is still open there. Braces are counted on
 * each line with strings, characters and line comments removed, so `'{'` in a JSON parser does
 * not end a function early; Python uses indentation instead.
 */
export function enclosingFunction(
  source: string[],
  line: number,
  file: string,
): string | undefined {
  const fam = family(file);
  if (fam === undefined) return undefined;
  if (fam === "python") {
    const indent = (s: string) => s.length - s.trimStart().length;
    const own = source[line - 1] ?? "";
    const here = functionName(own, file);
    if (here) return here;
    let limit = indent(own);
    for (let i = line - 2; i >= 0; i--) {
      const text = source[i] ?? "";
      if (text.trim() === "" || indent(text) >= limit) continue;
      const name = functionName(text, file);
      if (name) return name;
      limit = indent(text);
    }
    return undefined;
  }
  // Braces opened above `line` and not closed before it: positive while inside some block.
  let open = 0;
  for (let i = line - 1; i >= 0; i--) {
    const code = stripLiterals(source[i] ?? "");
    // The changed line itself counts only for what opens before it (a definition on that line).
    if (i < line - 1) open += count(code, "{") - count(code, "}");
    const name = functionName(source[i] ?? "", file);
    if (name !== undefined) {
      const opensHere = i === line - 1 ? 1 : 0;
      // A C definition puts '{' on its own next line, already counted.
      if (open + opensHere > 0 || i === line - 1) return name;
    }
  }
  return undefined;
}

function stripLiterals(text: string): string {
  return text
    .replace(/"(?:\\.|[^"\\])*"/g, '""')
    .replace(/'(?:\\.|[^'\\])'/g, "''")
    .replace(/'\\[^']*'/g, "''")
    .replace(/`(?:\\.|[^`\\])*`/g, "``")
    .replace(/\/\/.*$/, "")
    .replace(/\/\*.*?\*\//g, "");
}

function count(text: string, ch: string): number {
  let n = 0;
  for (const c of text) if (c === ch) n++;
  return n;
}

/** `a/calc.c` → `calc.c`; `/dev/null` → null. */
