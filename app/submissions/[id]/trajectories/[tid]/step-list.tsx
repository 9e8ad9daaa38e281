import type { CappedText, Step } from "@/evaluator/trajectory/types";
import { kindLetter } from "@/evaluator/trajectory/packed-steps";
import { styleOf } from "./step-style";
import { PREVIEW_CHARS } from "./view";

/** Something found at a step: Table 3's findings and review flags. */
export interface StepMark {
  kind: "executable" | "mutants" | "review";
  why: string;
}

/** The anchor of a suite file on this page. */
export const suiteFileId = (path: string) => `suite-file-${path}`;

/**
 * The steps of one page, in order: each with its class, tool, command, files and output, the
 * marks of what was found at it, and links from the steps that wrote the suite's files to those
 * files below. Long text is folded (`<details>`) so a page of a hundred steps stays short on a
 * phone.
 */
export function StepList({
  steps,
  marks,
  suiteWrites,
  open,
  openHref,
}: {
  steps: Step[];
  marks: ReadonlyMap<number, StepMark[]>;
  suiteWrites: ReadonlyMap<number, string[]>;
  /** The step whose long texts are shown whole, if any. */
  open: number | undefined;
  /** Where a step's long texts are shown whole. */
  openHref: (step: number) => string;
}) {
  return (
    <ol className="space-y-2" data-testid="steps">
      {steps.map((s) => (
        <StepItem
          key={s.index}
          step={s}
          marks={marks.get(s.index) ?? []}
          wrote={suiteWrites.get(s.index) ?? []}
          whole={s.index === open}
          openHref={openHref(s.index)}
        />
      ))}
    </ol>
  );
}

function StepItem({
  step,
  marks,
  wrote,
  whole,
  openHref,
}: {
  step: Step;
  marks: StepMark[];
  wrote: string[];
  whole: boolean;
  openHref: string;
}) {
  const preview = whole ? undefined : openHref;
  const letter = kindLetter(step);
  const style = styleOf(letter);
  const command = step.tool?.command;
  const input = command ? undefined : step.tool?.input;
  return (
    <li
      id={`step-${step.index}`}
      data-step={step.index}
      data-kind={letter}
      className={`scroll-mt-4 rounded border p-2 text-sm target:ring-2 target:ring-sky-500 ${
        marks.length ? "border-amber-400" : "border-zinc-200 dark:border-zinc-800"
      }`}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <a href={`#step-${step.index}`} className="num font-mono text-xs text-zinc-500">
          #{step.index}
        </a>
        <span className={`rounded px-1.5 text-xs ${style.className}`}>{style.label}</span>
        {step.tool ? <span className="font-mono text-xs break-all">{step.tool.name}</span> : null}
        {step.isError ? (
          <span className="text-xs text-red-700 dark:text-red-400">error</span>
        ) : null}
        {step.time ? (
          <time className="text-xs text-zinc-500">{step.time.slice(11, 19)}</time>
        ) : null}
        {marks.map((m) => (
          <span
            key={`${m.kind}:${m.why}`}
            data-mark={m.kind}
            className="rounded bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100"
          >
            {m.kind === "executable"
              ? "Table 3: executable"
              : m.kind === "mutants"
                ? "Table 3: mutants"
                : "review"}{" "}
            — {m.why}
          </span>
        ))}
      </div>
      {command ? <Pre text={command} label="command" open preview={preview} /> : null}
      {input ? <Pre text={input} label="input" preview={preview} expanded={whole} /> : null}
      {step.text ? (
        <Pre
          text={step.text}
          label={step.kind === "action" ? "thought" : "text"}
          open={
            step.kind !== "action" || (step.text.length <= 200 && !step.text.text.includes("\n"))
          }
        />
      ) : null}
      {step.files.length ? (
        <ul className="mt-1 flex flex-wrap gap-x-3 text-xs">
          {step.files.map((f) => (
            <li key={`${f.access}:${f.path}`} className="font-mono break-all">
              <span className="text-zinc-500">{f.access}</span> {f.path}
            </li>
          ))}
        </ul>
      ) : null}
      {wrote.length ? (
        <p className="mt-1 text-xs" data-testid="suite-write">
          wrote the suite&apos;s{" "}
          {wrote.map((file, i) => (
            <span key={file}>
              {i > 0 ? ", " : ""}
              <a href={`#${encodeURI(suiteFileId(file))}`} className="font-mono underline">
                {file}
              </a>
            </span>
          ))}
        </p>
      ) : null}
      {step.output ? (
        <Pre text={step.output} label="output" preview={preview} expanded={whole} />
      ) : null}
    </li>
  );
}

/**
 * Capped text: shown open when short or asked to, folded otherwise; says when it was cut. With
 * `preview` (a link that shows the step's texts whole), a long text shows its first
 * PREVIEW_CHARS characters.
 */
function Pre({
  text,
  label,
  open = false,
  preview,
  expanded = false,
}: {
  text: CappedText;
  label: string;
  open?: boolean;
  preview?: string;
  /** Folded, but unfolded to start with (the step opened whole). */
  expanded?: boolean;
}) {
  const cut = text.truncated ? ` (first ${text.text.length} of ${text.length} characters)` : "";
  const short = preview !== undefined && text.text.length > PREVIEW_CHARS;
  const body = (
    <pre className="mt-1 max-h-96 overflow-auto rounded bg-zinc-50 p-1.5 font-mono text-xs break-all whitespace-pre-wrap dark:bg-zinc-900">
      {short ? text.text.slice(0, PREVIEW_CHARS) : text.text}
      {short ? (
        <a
          href={preview}
          className="block text-sky-700 underline dark:text-sky-400"
          data-testid="show-whole"
        >
          … show all {text.text.length} characters
        </a>
      ) : cut ? (
        <span className="text-zinc-500">{`\n… cut${cut}`}</span>
      ) : null}
    </pre>
  );
  if (open && text.text.length <= 600 && !text.text.includes("\n\n\n")) return body;
  const lines = text.text.split("\n").length;
  return (
    <details className="mt-1" open={expanded}>
      <summary className="cursor-pointer text-xs text-zinc-600 dark:text-zinc-400">
        {label}: {lines} line{lines === 1 ? "" : "s"}
        {cut}
      </summary>
      {body}
    </details>
  );
}
