import type { ProgressEvent } from "@/lib/upload/progress";

export interface Problem {
  file: string;
  line?: number;
  column?: number;
  message: string;
}

export interface Validated {
  dryRun: true;
  uploadId: string;
  benchmark: string;
  submission: {
    model: string;
    agent: string;
    setting: string;
    organization?: string;
    date: string;
  };
  summary: {
    mutationScore: number;
    validityRate: number;
    instances: { total: number; submitted: number };
  };
  warnings: string[];
  /** A result bundle claims scores; a suites-only one gets them from the site's runs. */
  form: "result" | "suites-only";
  /** What storing starts: the site re-running the suites, or nothing (self-reported). */
  verification: "queued" | "self-reported";
}

export type Answer =
  Validated | { id: number; url: string } | { problems: Problem[] } | { error: string };

/**
 * POSTs a bundle as the raw body with XMLHttpRequest, which (unlike fetch) reports upload
 * progress. `file` null sends an empty body (confirming a validated upload).
 */
export function postBundle(options: {
  file: File | null;
  token: string;
  progressId: string;
  query: string;
  onUpload: (fraction: number) => void;
}): Promise<{ status: number; body: Answer }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/submissions?${options.query}`);
    xhr.setRequestHeader("authorization", `Bearer ${options.token.trim()}`);
    xhr.setRequestHeader("x-upload-id", options.progressId);
    if (options.file) {
      xhr.setRequestHeader("x-filename", options.file.name);
      xhr.setRequestHeader("content-type", "application/octet-stream");
    }
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onUpload(e.loaded / e.total);
    };
    xhr.onload = () => {
      options.onUpload(1);
      try {
        resolve({ status: xhr.status, body: JSON.parse(xhr.responseText) as Answer });
      } catch {
        resolve({ status: xhr.status, body: { error: `HTTP ${xhr.status}: ${xhr.statusText}` } });
      }
    };
    xhr.onerror = () => reject(new Error("the upload failed: the connection was lost"));
    xhr.send(options.file);
  });
}

/**
 * Follows an upload's server-sent progress events; returns the function that stops. The stream
 * needs the upload's token, which EventSource cannot send, so it is read with fetch.
 */
export function watchProgress(
  id: string,
  token: string,
  onEvent: (event: ProgressEvent) => void,
): () => void {
  const controller = new AbortController();
  void (async () => {
    const response = await fetch(`/api/uploads/${id}/events`, {
      headers: { authorization: `Bearer ${token.trim()}` },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += value;
      const events = buffer.split("\n\n");
      buffer = events.pop() ?? "";
      for (const event of events) {
        const data = event.split("\n").find((line) => line.startsWith("data: "));
        if (data) onEvent(JSON.parse(data.slice(6)) as ProgressEvent);
      }
    }
  })().catch(() => undefined); // aborted, or the stream broke: progress is only a nicety
  return () => controller.abort();
}
