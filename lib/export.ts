/**
 * Exports of a table view as CSV (RFC 4180), JSON and a Markdown table. Columns carry a header
 * and a value getter so the exported cells match what the table shows.
 */

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

/** Quotes a CSV field when it holds a comma, quote, CR or LF; quotes are doubled. */
export function csvField(value: string | number | null): string {
  if (value == null) return "";
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function toCsv<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvField(c.header)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvField(c.value(row))).join(","));
  return lines.join("\r\n") + "\r\n";
}

export function toJson<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): string {
  const objects = rows.map((row) =>
    Object.fromEntries(columns.map((c) => [c.header, c.value(row)])),
  );
  return JSON.stringify(objects, null, 2) + "\n";
}

/** Escapes what would break a Markdown table cell: pipes, backslashes and line breaks. */
function markdownCell(value: string | number | null): string {
  if (value == null) return "";
  return String(value).replaceAll("\\", "\\\\").replaceAll("|", "\\|").replace(/\r?\n/g, " ");
}

export function toMarkdown<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return (
    [
      line(columns.map((c) => markdownCell(c.header))),
      line(columns.map(() => "---")),
      ...rows.map((row) => line(columns.map((c) => markdownCell(c.value(row))))),
    ].join("\n") + "\n"
  );
}
