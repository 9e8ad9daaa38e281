/**
 * The lines of a test's source that assert something: pytest's `assert`, unittest's
 * `self.assert…`, node's `assert.…`, jest/vitest's `expect(`, Go's `t.Error…`/`t.Fatal…`, Rust's
 * `assert!`/`assert_eq!`. Trimmed, at most `limit`; empty without a source.
 */
export function assertionLines(source: string | null, limit = 6): string[] {
  if (!source) return [];
  const out: string[] = [];
  for (const line of source.split("\n")) {
    const text = line.trim();
    if (
      /^(?:assert\b|self\.assert|assert\.|expect\(|t\.(?:Error|Fatal)|assert(?:_eq|_ne)?!)/.test(
        text,
      )
    )
      out.push(text);
    if (out.length === limit) break;
  }
  return out;
}
