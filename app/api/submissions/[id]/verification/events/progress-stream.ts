import { getVerification, type Verification } from "@/db/queries";

/** One progress event, shaped like an upload's (`phase`, `done`, `total`) plus the status and ETA. */
export interface VerificationEvent {
  phase: "verify";
  status: Verification["status"];
  done: number;
  total: number;
  etaSec: number | null;
}

const OPEN = new Set<Verification["status"]>(["queued", "running"]);
const POLL_MS = 1000;
/** A stream stays open this long; the browser's EventSource reconnects by itself after. */
const MAX_OPEN_MS = 30 * 60_000;

/**
 * Server-sent events with a submission's verification progress. The worker is another process
 * and writes progress to the database, so the stream reads it there once a second and sends an
 * event when it changed, in the same framing as an upload's progress stream; it ends with the
 * final status. Counts only: nothing from the suites.
 */
export function verificationEvents(id: number, signal: AbortSignal): Response {
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const openedAt = Date.now();
      let last = "";
      const close = () => {
        if (timer) clearTimeout(timer);
        timer = null;
        try {
          controller.close();
        } catch {
          // already closed by the client going away
        }
      };
      const tick = () => {
        const v = getVerification(id);
        if (!v) return close();
        const event: VerificationEvent = {
          phase: "verify",
          status: v.status,
          done: v.runsDone,
          total: v.runsTotal,
          etaSec: v.etaSec,
        };
        const text = JSON.stringify(event);
        if (text !== last) controller.enqueue(encoder.encode(`data: ${text}\n\n`));
        last = text;
        if (!OPEN.has(v.status) || Date.now() - openedAt > MAX_OPEN_MS) return close();
        timer = setTimeout(tick, POLL_MS);
      };
      signal.addEventListener("abort", close);
      tick();
    },
    cancel() {
      if (timer) clearTimeout(timer);
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
    },
  });
}
