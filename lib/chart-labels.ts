/** A rectangle in pixels, from its top-left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A point that wants a label, in pixels; lower `priority` is placed first. Where `text` finds
 * no free spot, `short` (the label cut to fit) and then `key` (the point's number in the chart's
 * key, for a phone) are tried in its place, so a point is named in full where there is room
 * and by its number where there is none, rather than cut short everywhere or left unnamed.
 */
export interface LabelRequest {
  id: number;
  x: number;
  y: number;
  text: string;
  short?: string;
  key?: string;
  priority: number;
}

/** Where a label's text goes: `x`, `y` is the anchor point of an SVG <text> centred on `y`. */
export interface PlacedLabel {
  id: number;
  text: string;
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  box: Box;
}

export interface LabelMetrics {
  /** Width of one character; an overestimate, so that an estimated box holds the drawn text. */
  charWidth: number;
  lineHeight: number;
  /** Distance from the point's centre to the label. */
  gap: number;
  /** Half the size of a point's mark: labels keep off every mark, labelled or not. */
  pointRadius: number;
}

/** 10 px sans-serif text beside 6–7 px marks, as the score charts draw them. */
export const SMALL_LABELS: LabelMetrics = { charWidth: 6, lineHeight: 12, gap: 9, pointRadius: 7 };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(a: Box, bounds: Box): boolean {
  return (
    a.x >= bounds.x &&
    a.y >= bounds.y &&
    a.x + a.width <= bounds.x + bounds.width &&
    a.y + a.height <= bounds.y + bounds.height
  );
}

/**
 * The positions tried for one label, best first: right, left, above, below, the four corners,
 * then the same again one line further out, for points too close to a neighbour or an edge.
 */
function candidates(p: LabelRequest, m: LabelMetrics): PlacedLabel[] {
  const width = p.text.length * m.charWidth;
  const h = m.lineHeight;
  const at = (x: number, y: number, anchor: PlacedLabel["anchor"], left: number) => ({
    id: p.id,
    text: p.text,
    x,
    y,
    anchor,
    box: { x: left, y: y - h / 2, width, height: h },
  });
  return [m.gap, m.gap + h].flatMap((gap) => {
    const above = p.y - gap - h / 2;
    const below = p.y + gap + h / 2;
    return [
      at(p.x + gap, p.y, "start", p.x + gap),
      at(p.x - gap, p.y, "end", p.x - gap - width),
      at(p.x, above, "middle", p.x - width / 2),
      at(p.x, below, "middle", p.x - width / 2),
      at(p.x + m.gap / 2, above, "start", p.x + m.gap / 2),
      at(p.x - m.gap / 2, above, "end", p.x - m.gap / 2 - width),
      at(p.x + m.gap / 2, below, "start", p.x + m.gap / 2),
      at(p.x - m.gap / 2, below, "end", p.x - m.gap / 2 - width),
    ];
  });
}

/**
 * Places point labels so that none overlaps another label or any point's mark and each stays
 * within `bounds`: greedily, in priority order, each label takes the first of the positions
 * around its point that is free (sixteen, in two rings). A label with no free position is left out; the chart's tooltip
 * still names its point. `obstacles` are the marks of every point, labelled or not.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  obstacles: readonly { x: number; y: number }[],
  bounds: Box,
  metrics: LabelMetrics = SMALL_LABELS,
): PlacedLabel[] {
  const r = metrics.pointRadius;
  const taken: Box[] = obstacles.map((o) => ({
    x: o.x - r,
    y: o.y - r,
    width: 2 * r,
    height: 2 * r,
  }));
  const placed: PlacedLabel[] = [];
  const order = [...requests].sort((a, b) => a.priority - b.priority);
  for (const request of order) {
    const texts = [request.text, request.short, request.key].filter(
      (t, i, all): t is string => Boolean(t) && all.indexOf(t) === i,
    );
    for (const text of texts) {
      const spot = candidates({ ...request, text }, metrics).find(
        (c) => inside(c.box, bounds) && !taken.some((t) => overlaps(c.box, t)),
      );
      if (!spot) continue;
      placed.push(spot);
      taken.push(spot.box);
      break;
    }
  }
  return placed;
}

/**
 * Folds the label requests of points drawn on top of one another (within `radius` pixels) into
 * one: the first by priority keeps its place and names the rest ("A · B", or "A +2" when that
 * would not fit `maxChars`). Each point placed its own label before, so coinciding points had
 * labels scattered around one mark, each looking like another point's.
 */
export function mergeCoincident(
  requests: readonly LabelRequest[],
  radius = 3,
  maxChars = 40,
): LabelRequest[] {
  const groups: LabelRequest[][] = [];
  for (const request of [...requests].sort((a, b) => a.priority - b.priority)) {
    const group = groups.find(
      (g) => Math.abs(g[0]!.x - request.x) <= radius && Math.abs(g[0]!.y - request.y) <= radius,
    );
    if (group) group.push(request);
    else groups.push([request]);
  }
  return groups.map(([first, ...rest]) => {
    if (rest.length === 0) return first!;
    const members = [first!, ...rest];
    const all = members.map((r) => r.text).join(" · ");
    const keys = members.map((r) => r.key).filter(Boolean);
    return {
      ...first!,
      text: all.length <= maxChars ? all : `${first!.text} +${rest.length}`,
      short: `${first!.short ?? first!.text} +${rest.length}`,
      ...(keys.length === members.length ? { key: keys.join(",") } : {}),
    };
  });
}
