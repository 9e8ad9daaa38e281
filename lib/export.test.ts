import { describe, expect, it } from "vitest";
import { csvField, toCsv, toJson, toMarkdown, type ExportColumn } from "./export";
import { parseCsv } from "./testing/csv";

interface Row {
  model: string;
  m: number | null;
}
const columns: ExportColumn<Row>[] = [
  { header: "Model", value: (r) => r.model },
  { header: "M (%)", value: (r) => r.m },
];
const rows: Row[] = [
  { model: 'Model "X", large', m: 55.5 },
  { model: "line\nbreak | pipe", m: null },
];

describe("exports", () => {
  it("quotes CSV fields only when needed", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('a "b"')).toBe('"a ""b"""');
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField(null)).toBe("");
    expect(csvField(0.5)).toBe("0.5");
  });

  it("writes CSV that parses back to the same cells", () => {
    expect(parseCsv(toCsv(columns, rows))).toEqual([
      ["Model", "M (%)"],
      ['Model "X", large', "55.5"],
      ["line\nbreak | pipe", ""],
    ]);
  });

  it("writes JSON objects keyed by header", () => {
    expect(JSON.parse(toJson(columns, rows))).toEqual([
      { Model: 'Model "X", large', "M (%)": 55.5 },
      { Model: "line\nbreak | pipe", "M (%)": null },
    ]);
  });

  it("writes a Markdown table with pipes escaped and line breaks flattened", () => {
    expect(toMarkdown(columns, rows)).toBe(
      [
        "| Model | M (%) |",
        "| --- | --- |",
        '| Model "X", large | 55.5 |',
        "| line break \\| pipe |  |",
        "",
      ].join("\n"),
    );
  });
});
