"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

interface Progress {
  status: string;
  done: number;
  total: number;
  etaSec: number | null;
}

const eta = (sec: number | null) =>
  sec === null
    ? ""
    : sec < 90
      ? ` · about ${sec} s left`
      : ` · about ${Math.round(sec / 60)} min left`;

/**
 * Runs done of total and the ETA, live from the verification's server-sent events; when the
 * verification ends the page reloads its server parts, whose figures are then the site's own.
 */
export function VerificationProgress({ id, initial }: { id: number; initial: Progress }) {
  const [progress, setProgress] = useState(initial);
  const router = useRouter();
  useEffect(() => {
    const source = new EventSource(`/api/submissions/${id}/verification/events`);
    source.onmessage = (message: MessageEvent<string>) => {
      const next = JSON.parse(message.data) as Progress;
      setProgress(next);
      if (next.status !== "queued" && next.status !== "running") {
        source.close();
        router.refresh();
      }
    };
    return () => source.close();
  }, [id, router]);
  const percent = progress.total > 0 ? (100 * progress.done) / progress.total : 0;
  return (
    <div className="space-y-1" data-verification-progress>
      <div
        className="h-2 w-full max-w-md overflow-hidden rounded bg-zinc-200 dark:bg-zinc-800"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        aria-label="Verification runs done"
      >
        <div className="h-full bg-sky-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="num text-sm">
        {progress.status === "queued" && progress.done === 0 ? "queued · " : ""}
        {progress.done} / {progress.total} runs{eta(progress.etaSec)}
      </p>
    </div>
  );
}
