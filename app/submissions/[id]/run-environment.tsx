import type { Verification } from "@/db/queries";

type Environment = NonNullable<Verification["environment"]>;

const version = (tool: { path: string | null; version: string | null }) =>
  tool.path === null ? "none" : `${tool.version ?? "unknown version"} (${tool.path})`;

/** What the site's runs could use: the sandbox, the interpreters inside it, the build tools. */
export function RunEnvironmentRecord({ environment: e }: { environment: Environment }) {
  const rows: Array<[string, string]> = [
    ["Sandbox", e.sandbox.description],
    ["Python in the sandbox", version(e.inside.python3)],
    ["pytest in the sandbox", e.inside.pytest ?? "none"],
    ["Node in the sandbox", version(e.inside.node)],
    ...e.build.map((tool): [string, string] => [`Build: ${tool.name}`, version(tool)]),
  ];
  return (
    <details className="text-sm" data-run-environment>
      <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">
        Environment of the site&apos;s runs (checked before they ran; the bundle recorded none of
        its own)
      </summary>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-zinc-500">{label}</dt>
            <dd className="break-all font-mono text-xs leading-5">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The notice of a verification that waits for a worker whose environment passes its check. */
export function PausedNotice({ paused }: { paused: NonNullable<Verification["paused"]> }) {
  return (
    <div
      role="status"
      data-verification-paused
      className="space-y-1 rounded border border-amber-600/40 bg-amber-600/5 p-3 text-sm"
    >
      <p className="font-medium">
        {paused.message.charAt(0).toUpperCase() + paused.message.slice(1)}.
      </p>
      <p className="whitespace-pre-wrap">{paused.reason}</p>
      {paused.fix ? (
        <p>
          To fix: <code className="text-xs">{paused.fix}</code>
        </p>
      ) : null}
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        Nothing about this submission is judged meanwhile: the figures shown are the ones it
        claimed, and its runs start once a worker passes the check (paused since{" "}
        {paused.since.slice(0, 16).replace("T", " ")} UTC on {paused.host}, {paused.sandbox}).
      </p>
    </div>
  );
}

type Environments = Verification["environments"];

const LABEL: Record<NonNullable<Environments["claimed"]>["label"], string> = {
  declared: "the declared image",
  host: "host toolchains",
  "other-image": "another image",
  mixed: "several environments",
  unrecorded: "not recorded",
  undeclared: "no image declared",
};

/**
 * Where the bundle says it was produced and where the site verified it, side by side, each
 * against the benchmark's declared image, and whether the two are the same.
 */
export function EnvironmentsCompared({
  environments: { claimed, verified, same },
  open,
}: {
  environments: Environments;
  open: boolean;
}) {
  if (claimed === null && verified === null) return null;
  const side = (e: Environments["claimed"], none: string) =>
    e === null ? (
      <span className="text-zinc-500">{none}</span>
    ) : (
      <>
        <span className="font-medium">{LABEL[e.label]}</span>: {e.summary}
      </>
    );
  return (
    <div className="text-sm" data-environments>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="text-zinc-500">Produced in (the bundle&apos;s claim)</dt>
        <dd data-environment-claimed>
          {side(claimed, "nothing claimed: a suites-only bundle ran no suite")}
        </dd>
        <dt className="text-zinc-500">Verified in (the site&apos;s runs)</dt>
        <dd data-environment-verified>
          {side(verified, open ? "not yet: the site's runs are under way" : "not recorded")}
        </dd>
      </dl>
      {same === null ? null : (
        <p className="mt-1 text-zinc-600 dark:text-zinc-400" data-environment-comparison>
          {same
            ? "Both were made in the same environment."
            : "The two were made in different environments: differences may come from tool versions."}
        </p>
      )}
    </div>
  );
}
