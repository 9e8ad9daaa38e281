import { describe, expect, it } from "vitest";
import {
  mergeCoincident,
  placeLabels,
  SMALL_LABELS,
  type Box,
  type PlacedLabel,
} from "./chart-labels";

const bounds: Box = { x: 0, y: 0, width: 400, height: 300 };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const noneOverlap = (labels: PlacedLabel[]) =>
  labels.every((a, i) => labels.slice(i + 1).every((b) => !overlap(a.box, b.box)));

describe("placeLabels", () => {
  it("puts a lone label to the right of its point", () => {
    const [label] = placeLabels([{ id: 1, x: 100, y: 100, text: "Opus", priority: 0 }], [], bounds);
    expect(label).toMatchObject({ anchor: "start", x: 100 + SMALL_LABELS.gap, y: 100 });
  });

  it("moves a label that would run past the right edge to the left", () => {
    const [label] = placeLabels(
      [{ id: 1, x: 390, y: 100, text: "A long model name", priority: 0 }],
      [],
      bounds,
    );
    expect(label!.anchor).toBe("end");
    expect(label!.box.x + label!.box.width).toBeLessThanOrEqual(390);
  });

  it("keeps labels of close points apart, and off every point's mark", () => {
    // The demo's minutes chart: three points almost on one line near the top right.
    const points = [
      { id: 1, x: 330, y: 20, text: "Claude · thorough brief", priority: 0 },
      { id: 2, x: 318, y: 24, text: "Claude · terse brief", priority: 1 },
      { id: 3, x: 340, y: 18, text: "Reference test suite", priority: 2 },
      { id: 4, x: 150, y: 60, text: "Claude · focused brief", priority: 3 },
    ];
    const placed = placeLabels(points, points, bounds);
    expect(noneOverlap(placed)).toBe(true);
    for (const label of placed)
      for (const p of points)
        expect(overlap(label.box, { x: p.x - 7, y: p.y - 7, width: 14, height: 14 })).toBe(false);
    expect(placed.every((l) => l.box.x >= 0 && l.box.x + l.box.width <= 400)).toBe(true);
  });

  it("leaves out a label with no free spot, first come by priority", () => {
    const crowd = Array.from({ length: 30 }, (_, i) => ({
      id: i,
      x: 200 + (i % 3),
      y: 150 + (i % 2),
      text: `Model ${i}`,
      priority: i,
    }));
    const placed = placeLabels(crowd, crowd, bounds);
    expect(placed.length).toBeLessThan(30);
    expect(placed[0]!.id).toBe(0);
    expect(noneOverlap(placed)).toBe(true);
  });

  it("names a point in full where it fits, cut short where only that fits, else by its key", () => {
    const name = "Claude (version not recorded) · coding-agent session, thorough brief";
    const request = {
      id: 1,
      y: 100,
      text: name,
      short: "Claude (version no… · thorough brief",
      key: "1",
      priority: 0,
    };
    // A desktop chart has room for the whole name.
    expect(placeLabels([{ ...request, x: 10 }], [], { ...bounds, width: 600 })[0]!.text).toBe(name);
    // A narrower one has room for the short one only; a phone's, for the key only.
    expect(placeLabels([{ ...request, x: 10 }], [], { ...bounds, width: 250 })[0]!.text).toBe(
      request.short,
    );
    const phone = { x: 0, y: 0, width: 120, height: 300 };
    expect(placeLabels([{ ...request, x: 60 }], [], phone)[0]!.text).toBe("1");
  });

  it("skips points whose label is empty", () => {
    expect(placeLabels([{ id: 1, x: 50, y: 50, text: "", priority: 0 }], [], bounds)).toEqual([]);
  });
});

describe("mergeCoincident", () => {
  const at = (id: number, x: number, text: string) => ({ id, x, y: 50, text, priority: id });
  it("gives points drawn on one another one label that names them all", () => {
    const merged = mergeCoincident([at(1, 10, "A"), at(2, 11, "B"), at(3, 90, "C")]);
    expect(merged.map((r) => [r.id, r.text])).toEqual([
      [1, "A · B"],
      [3, "C"],
    ]);
  });
  it("keeps every member's key on the merged label", () => {
    const keyed = (id: number) => ({ ...at(id, 10, `Model ${id}`), key: String(id) });
    expect(mergeCoincident([keyed(1), keyed(2)])[0]).toMatchObject({
      key: "1,2",
      short: "Model 1 +1",
    });
  });
  it("counts the rest when their names would not fit", () => {
    const long = "x".repeat(30);
    expect(mergeCoincident([at(1, 10, long), at(2, 10, long), at(3, 10, long)])[0]!.text).toBe(
      `${long} +2`,
    );
  });
});
