"use client";

import Link from "next/link";
import { useRef, useState, type DragEvent } from "react";
import { postBundle, watchProgress, type Problem, type Validated } from "./upload-request";

type Step =
  | { kind: "idle" }
  | { kind: "working"; label: string; upload: number; scoring: string; fraction: number | null }
  | { kind: "confirm"; validated: Validated }
  | { kind: "stored"; id: number; url: string; existing: boolean }
  | { kind: "problems"; problems: Problem[] }
  | { kind: "error"; message: string };

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Drop zone, token, validate → confirm → store, with upload and scoring progress. */
export function UploadForm({ maxBodyBytes }: { maxBodyBytes: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [token, setToken] = useState("");
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    setFile(picked);
    setStep(
      picked.size > maxBodyBytes
        ? {
            kind: "error",
            message: `${picked.name} is larger than this site's ${maxBodyBytes}-byte limit.`,
          }
        : { kind: "idle" },
    );
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  /** Sends the file (or confirms a validated one) and follows its progress until it answers. */
  const send = async (label: string, confirmId: string | null) => {
    if (!file) return;
    setStep({
      kind: "working",
      label,
      upload: confirmId ? 1 : 0,
      scoring: "waiting",
      fraction: null,
    });
    const progressId = randomId();
    const stop = watchProgress(progressId, token, (event) =>
      setStep((s) =>
        s.kind !== "working"
          ? s
          : {
              ...s,
              scoring:
                event.phase === "score"
                  ? `scoring: ${event.done} of ${event.total} JUnit files parsed`
                  : event.phase === "store"
                    ? `storing: ${event.done} of ${event.total} instances written`
                    : event.phase,
              fraction: event.total > 0 ? event.done / event.total : s.fraction,
            },
      ),
    );
    try {
      const answer = await postBundle({
        file: confirmId ? null : file,
        token,
        progressId,
        query: confirmId ? `confirm=${encodeURIComponent(confirmId)}` : "dryRun=1",
        onUpload: (fraction) =>
          setStep((s) => (s.kind === "working" ? { ...s, upload: fraction } : s)),
      });
      if (answer.status === 200 && "dryRun" in answer.body)
        setStep({ kind: "confirm", validated: answer.body });
      else if ((answer.status === 201 || answer.status === 409) && "id" in answer.body)
        setStep({
          kind: "stored",
          id: answer.body.id,
          url: `/submissions/${answer.body.id}`,
          existing: answer.status === 409,
        });
      else if (answer.status === 422 && "problems" in answer.body)
        setStep({ kind: "problems", problems: answer.body.problems });
      else
        setStep({
          kind: "error",
          message: "error" in answer.body ? answer.body.error : `HTTP ${answer.status}`,
        });
    } catch (error) {
      setStep({ kind: "error", message: error instanceof Error ? error.message : String(error) });
    } finally {
      stop();
    }
  };

  const working = step.kind === "working";
  return (
    <div className="space-y-4">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded border-2 border-dashed p-8 text-center ${dragging ? "border-blue-500 bg-blue-50 dark:bg-blue-950" : "border-zinc-300 dark:border-zinc-700"}`}
      >
        <p>{file ? <strong>{file.name}</strong> : "Drop a .zip or .tar.gz here, or"}</p>
        <button
          type="button"
          className="mt-2 rounded border border-zinc-300 px-3 py-1 text-sm dark:border-zinc-700"
          onClick={() => input.current?.click()}
        >
          {file ? "Choose another file" : "Choose a file"}
        </button>
        <input
          ref={input}
          type="file"
          aria-label="Result bundle"
          accept=".zip,.tar.gz,.tgz,application/zip,application/gzip"
          className="sr-only"
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </div>
      <label className="block text-sm">
        Upload token
        <input
          type="password"
          autoComplete="off"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          className="mt-1 block w-full rounded border border-zinc-300 px-2 py-1 font-mono dark:border-zinc-700 dark:bg-zinc-900"
        />
      </label>
      <button
        type="button"
        disabled={!file || !token || working}
        onClick={() => void send("Checking and scoring", null)}
        className="rounded bg-blue-600 px-4 py-2 text-white disabled:opacity-50"
      >
        Check bundle
      </button>

      {step.kind === "working" && (
        <section aria-live="polite" className="space-y-2">
          <h2 className="font-semibold">{step.label}…</h2>
          <Bar label="Upload" fraction={step.upload} />
          <Bar label={step.scoring} fraction={step.fraction} />
        </section>
      )}
      {step.kind === "confirm" && (
        <Confirm
          validated={step.validated}
          onStore={() => void send("Storing", step.validated.uploadId)}
        />
      )}
      {step.kind === "stored" && (
        <p role="status" className="rounded border border-green-500 p-4">
          {step.existing ? "This bundle was already stored as " : "Stored as "}
          <Link className="underline" href={step.url}>
            submission #{step.id}
          </Link>
          .
        </p>
      )}
      {step.kind === "problems" && (
        <section role="alert" className="rounded border border-red-500 p-4">
          <h2 className="font-semibold">
            The bundle was not stored. Fix these and upload it again:
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {step.problems.map((p, i) => (
              <li key={i}>
                <code>{[p.file, p.line, p.column].filter((x) => x !== undefined).join(":")}</code> —{" "}
                {p.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {step.kind === "error" && (
        <p role="alert" className="rounded border border-red-500 p-4">
          {step.message}
        </p>
      )}
    </div>
  );
}

function Confirm({ validated, onStore }: { validated: Validated; onStore: () => void }) {
  const s = validated.submission;
  const suitesOnly = validated.form === "suites-only";
  const rows: Array<[string, string]> = [
    ["Benchmark", validated.benchmark],
    ["Model", s.model],
    ["Agent", s.agent],
    ["Setting", s.setting],
    ["Organization", s.organization ?? "–"],
    ["Date", s.date],
    [
      "Verification",
      suitesOnly
        ? "suites only: the site will run them; the scores are its runs'"
        : validated.verification === "queued"
          ? "the site will re-run the suites and check these scores"
          : "self-reported: the bundle does not carry every instance's suite/",
    ],
    ...(suitesOnly
      ? []
      : ([
          ["Mutation score (M)", pct(validated.summary.mutationScore)],
          ["Validity rate (V)", pct(validated.summary.validityRate)],
        ] as Array<[string, string]>)),
    [
      "Instances submitted",
      `${validated.summary.instances.submitted} of ${validated.summary.instances.total}`,
    ],
  ];
  return (
    <section className="space-y-3 rounded border border-zinc-300 p-4 dark:border-zinc-700">
      <h2 className="font-semibold">The bundle is valid. Store it with this metadata?</h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-zinc-500">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {validated.warnings.length > 0 && (
        <details className="text-sm">
          <summary>{validated.warnings.length} warnings</summary>
          <ul className="list-disc pl-5">
            {validated.warnings.map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        </details>
      )}
      <button type="button" onClick={onStore} className="rounded bg-green-700 px-4 py-2 text-white">
        Store submission
      </button>
    </section>
  );
}

function Bar({ label, fraction }: { label: string; fraction: number | null }) {
  return (
    <div className="text-sm">
      <div>{label}</div>
      <progress className="w-full" aria-label={label} max={1} value={fraction ?? undefined} />
    </div>
  );
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
