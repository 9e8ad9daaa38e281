"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { mutantPageHref, type InstanceKey } from "@/lib/benchmark-links";

/** The kill matrix as the canvas needs it: compact, so 150 × 13,000 cells stay a small payload. */
export interface KillMatrixData {
  /** Test ids in index order. */
  tests: string[];
  /** One letter per test: v(alid), i(nvalid), s(kipped in every reference run), f(laky). */
  verdicts: string;
  /**
   * Per mutant, the tests whose outcome differs from "invalid tests fail, others do not": the
   * invalid tests fail on almost every mutant, so sending only the exceptions keeps a
   * full-scale matrix small. A cell failed when its test is invalid XOR it is listed here.
   */
  mutants: { slug: string; status: string; flipped: number[] }[];
}

/** Whether test `t` failed on a mutant, from the mutant's `flipped` list. */
function cellFailed(data: KillMatrixData, flipped: readonly number[], t: number): boolean {
  return (data.verdicts[t] === "i") !== flipped.includes(t);
}

// Colours as 0xAABBGGRR: ImageData's bytes are R, G, B, A, read here as little-endian uint32.
const rgba = (r: number, g: number, b: number) => (0xff << 24) | (b << 16) | (g << 8) | r;
const COLOURS = {
  kill: rgba(5, 150, 105), // a valid test failed: it kills the mutant (green: good for the suite)
  reactInvalid: rgba(161, 161, 170), // an invalid test failed (it fails everywhere)
  reactFlaky: rgba(245, 158, 11), // a flaky test failed
  reactSkipped: rgba(139, 92, 246), // a test skipped on the reference failed (it never ran there)
  passSkipped: rgba(237, 233, 254), // a test that never ran on the reference
  passValid: rgba(250, 250, 250),
  passOther: rgba(228, 228, 231),
};

const DRAW_MEASURE = "kill-matrix-draw";

/** The status strip's colours, as components/mutant-status.tsx colours a status. */
const STATUS_STRIP: Record<string, string> = {
  killed: "bg-emerald-500",
  timeout: "bg-lime-500",
  survived: "bg-red-600",
  "no-result": "bg-zinc-400",
};

const VERDICT_NAMES: Record<string, string> = {
  v: "valid",
  i: "invalid",
  s: "skipped (never ran on the reference)",
  f: "flaky",
};

/**
 * Mutants (rows) × tests (columns) on one canvas at one pixel per cell, scaled by CSS. Drawn
 * into an ImageData in one pass (a row template copied per mutant, then its failed cells set)
 * rather than a fillRect per cell, which for 148 × 13,298 cells takes seconds. The draw time is
 * recorded as the Performance API measure `kill-matrix-draw`.
 */
export function KillMatrixCanvas({
  data,
  instance,
  submission,
}: {
  data: KillMatrixData;
  /** The instance whose mutants the rows are: each row links to its mutant's page. */
  instance: InstanceKey;
  /** Carried to the mutant page (`?submission=<id>`), so that it opens on this suite. */
  submission: number;
}) {
  const mutantHref = (slug: string) => mutantPageHref(instance, slug, { submission });
  const canvas = useRef<HTMLCanvasElement>(null);
  const router = useRouter();
  const [hover, setHover] = useState<{ m: number; t: number; x: number; y: number } | null>(null);
  // Fitted to the page, a wide matrix shares each pixel among several tests; "one pixel per
  // test" scrolls sideways instead, so hovering names every test exactly.
  const [actualSize, setActualSize] = useState(false);
  const width = Math.max(1, data.tests.length);
  const height = Math.max(1, data.mutants.length);

  useEffect(() => {
    const ctx = canvas.current?.getContext("2d");
    if (!ctx) return;
    const start = performance.now();
    const image = ctx.createImageData(width, height);
    const pixels = new Uint32Array(image.data.buffer);
    const base = new Uint32Array(width);
    const failColour = new Uint32Array(width);
    // `base` is a row where invalid tests fail and nothing else does; `flip` the other colour.
    const flip = new Uint32Array(width);
    for (let t = 0; t < width; t++) {
      const v = data.verdicts[t];
      base[t] =
        v === "v"
          ? COLOURS.passValid
          : v === "i"
            ? COLOURS.reactInvalid
            : v === "s"
              ? COLOURS.passSkipped
              : COLOURS.passOther;
      failColour[t] =
        v === "v"
          ? COLOURS.kill
          : v === "f"
            ? COLOURS.reactFlaky
            : v === "s"
              ? COLOURS.reactSkipped
              : COLOURS.reactInvalid;
      flip[t] = v === "i" ? COLOURS.passOther : failColour[t]!;
    }
    data.mutants.forEach((m, row) => {
      const offset = row * width;
      pixels.set(base, offset);
      for (const t of m.flipped) pixels[offset + t] = flip[t]!;
    });
    ctx.putImageData(image, 0, 0);
    performance.measure(DRAW_MEASURE, { start, end: performance.now() });
  }, [data, width, height]);

  const cellAt = (e: MouseEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const t = Math.floor(((e.clientX - rect.left) / rect.width) * width);
    const m = Math.floor(((e.clientY - rect.top) / rect.height) * height);
    if (t < 0 || m < 0 || t >= data.tests.length || m >= data.mutants.length) return null;
    // The tooltip is fixed to the viewport, so the scrolling container cannot clip it.
    return { m, t, x: Math.min(e.clientX, window.innerWidth - 460), y: e.clientY };
  };

  const describe = (m: number, t: number) => {
    const mutant = data.mutants[m]!;
    const failed = cellFailed(data, mutant.flipped, t);
    const verdict = VERDICT_NAMES[data.verdicts[t] ?? "v"] ?? "valid";
    const outcome = failed
      ? verdict === "valid"
        ? "failed: kills the mutant"
        : `failed, but the test is ${verdict}`
      : "did not fail";
    return { mutant: mutant.slug, status: mutant.status, test: data.tests[t]!, verdict, outcome };
  };
  const info = hover ? describe(hover.m, hover.t) : null;

  const wide = data.tests.length > 1200;
  return (
    <div>
      {wide ? (
        <label className="mb-1 flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
          <input
            type="checkbox"
            checked={actualSize}
            onChange={(e) => setActualSize(e.target.checked)}
          />
          One pixel per test (scroll sideways; fitted, each pixel covers about{" "}
          {Math.ceil(data.tests.length / 1200)} tests)
        </label>
      ) : null}
      <div className="mb-1 flex justify-between text-xs text-zinc-500" aria-hidden="true">
        <span>↓ mutants, in spec order (strip: this suite&apos;s status; red survived)</span>
        <span>tests, in the suite&apos;s order →</span>
      </div>
      <div className="relative flex gap-1 overflow-x-auto">
        <div
          className="flex w-2 shrink-0 flex-col"
          style={{ height: Math.min(600, Math.max(120, height * 6)) }}
          data-testid="kill-matrix-status"
        >
          {data.mutants.map((m) => (
            <a
              key={m.slug}
              href={mutantHref(m.slug)}
              title={`${m.slug}: ${m.status}`}
              aria-label={`${m.slug}: ${m.status}`}
              data-status={m.status}
              className={`min-h-px flex-1 ${STATUS_STRIP[m.status] ?? "bg-zinc-400"}`}
            />
          ))}
        </div>
        <canvas
          ref={canvas}
          width={width}
          height={height}
          data-testid="kill-matrix"
          role="img"
          aria-label={`Kill matrix: ${data.mutants.length} mutants by ${data.tests.length} tests. Green cells are valid tests failing on a mutant, killing it.`}
          className="block cursor-crosshair border border-zinc-200 dark:border-zinc-800"
          style={{
            // Beside the status strip: fills the row when fitted, keeps its own width at one
            // pixel per test (the row then scrolls).
            flex: actualSize ? "none" : "1 1 0%",
            minWidth: 0,
            width: actualSize ? width : "100%",
            maxWidth: actualSize ? "none" : "100%",
            height: Math.min(600, Math.max(120, height * 6)),
            imageRendering: "pixelated",
          }}
          onMouseMove={(e) => setHover(cellAt(e))}
          onMouseLeave={() => setHover(null)}
          onClick={(e) => {
            const cell = cellAt(e);
            if (cell) router.push(mutantHref(data.mutants[cell.m]!.slug));
          }}
        />
        {hover && info ? (
          <div
            data-testid="kill-matrix-tooltip"
            className="pointer-events-none fixed z-10 max-w-md rounded border border-zinc-300 bg-white p-2 text-xs shadow dark:border-zinc-700 dark:bg-zinc-900"
            style={{ left: hover.x + 12, top: hover.y + 12 }}
          >
            <div>
              Mutant <span className="font-mono">{info.mutant}</span> ({info.status})
            </div>
            <div className="font-mono break-all">{info.test}</div>
            <div>
              {info.verdict} test · {info.outcome}
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
