import { authenticate } from "@/lib/upload/auth";
import { uploadConfig } from "@/lib/upload/config";
import {
  isFinal,
  progressKey,
  subscribe,
  UPLOAD_ID,
  type ProgressEvent,
} from "@/lib/upload/progress";

export const dynamic = "force-dynamic";

/** How long a stream stays open without the upload finishing. */
const MAX_OPEN_MS = 15 * 60_000;

/**
 * Server-sent events with an upload's progress (queued, scoring n/total, storing n/total, done
 * or failed with the status). The id is the one the uploader sent as X-Upload-Id; the stream may
 * be opened before the upload arrives. It needs the upload's own token (Authorization: Bearer),
 * and follows only uploads made with it. Only counts are sent, never bundle content.
 */
export function GET(request: Request, { params }: { params: Promise<{ uploadId: string }> }) {
  const auth = authenticate(request.headers.get("authorization"), uploadConfig().uploadTokens);
  if (!auth.ok) {
    return Response.json(
      { error: auth.message },
      {
        status: auth.status,
        headers: {
          "cache-control": "no-store",
          ...(auth.status === 401 ? { "www-authenticate": "Bearer" } : {}),
        },
      },
    );
  }
  const encoder = new TextEncoder();
  let stop: (() => void) | null = null;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const { uploadId } = await params;
      const close = () => {
        stop?.();
        stop = null;
        try {
          controller.close();
        } catch {
          // already closed by the client going away
        }
      };
      if (!UPLOAD_ID.test(uploadId)) {
        controller.enqueue(encoder.encode(`event: error\ndata: "bad upload id"\n\n`));
        return close();
      }
      const timer = setTimeout(close, MAX_OPEN_MS);
      request.signal.addEventListener("abort", () => {
        clearTimeout(timer);
        close();
      });
      stop = subscribe(progressKey(auth.owner, uploadId), (event: ProgressEvent) => {
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
        if (isFinal(event)) {
          clearTimeout(timer);
          queueMicrotask(close);
        }
      });
      if (!stop) close();
    },
    cancel() {
      stop?.();
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
