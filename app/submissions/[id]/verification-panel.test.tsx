import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { Verification } from "@/db/queries";
import { PAUSE_MESSAGE } from "@/db/queries/verification-pauses";
import { VerificationPanel } from "./verification-panel";

// The progress bar of an open verification refreshes the page through Next's router.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));

const queued: Verification = {
  status: "queued",
  kind: "result",
  runsDone: 0,
  runsTotal: 136,
  etaSec: null,
  startedAt: null,
  finishedAt: null,
  error: null,
  source: null,
  claimed: null,
  agreement: null,
  disagreements: [],
  paused: null,
  environment: null,
  cluster: null,
  environments: { claimed: null, verified: null, same: null },
};

const render = (verification: Verification) =>
  renderToStaticMarkup(
    <VerificationPanel
      id={7}
      benchmark={{ name: "tsb-mini", version: "1.0" }}
      verification={verification}
    />,
  );

describe("the submission page's verification panel", () => {
  it("says why verification is paused, with the fix, and that the claimed figures stand", () => {
    const html = render({
      ...queued,
      paused: {
        benchmark: "tsb-mini@1.1",
        message: PAUSE_MESSAGE,
        reason:
          "the benchmark's build of semver/reference failed here: the command 'go' is not installed (or not on PATH): build.sh: line 10: go: command not found",
        fix: "apt-get install golang-go",
        host: "vm",
        sandbox: "bubblewrap, rlimits via prlimit, uid 61000+slot",
        since: "2026-12-01T15:40:00.000Z",
        retryAt: "2026-12-01T15:41:00.000Z",
        jobsWaiting: 4,
      },
    });
    expect(html).toContain("Verification paused: the worker&#x27;s environment failed its check.");
    expect(html).toContain("go: command not found");
    expect(html).toContain('<code class="text-xs">apt-get install golang-go</code>');
    expect(html).toContain("the figures shown are the ones it claimed");
  });

  it("shows where the bundle was produced and where the site verified it, and that they differ", () => {
    const image = `sha256:${"a".repeat(64)}`;
    const html = render({
      ...queued,
      status: "verified",
      environments: {
        claimed: {
          label: "host",
          runs: { host: 120 },
          declared: [image],
          summary: "made on the host's toolchains, not in the declared image sha256:aaaaaaaaaaaa…",
        },
        verified: {
          label: "declared",
          runs: { [image]: 120 },
          declared: [image],
          summary: "made in the declared image sha256:aaaaaaaaaaaa…",
        },
        same: false,
      },
    });
    expect(html).toMatch(
      /Produced in \(the bundle.*claim\)<\/dt><dd data-environment-claimed="true"><span class="font-medium">host toolchains<\/span>: made on the host/,
    );
    expect(html).toMatch(
      /Verified in \(the site.*runs\)<\/dt><dd data-environment-verified="true"><span class="font-medium">the declared image<\/span>: made in the declared image/,
    );
    expect(html).toContain(
      "made in different environments: differences may come from tool versions",
    );
    // While the site's runs are under way, its side is not known yet.
    const claimed = {
      label: "host" as const,
      runs: { host: 120 },
      declared: [image],
      summary: "made on the host's toolchains",
    };
    const running = render({
      ...queued,
      status: "running",
      environments: { claimed, verified: null, same: null },
    });
    expect(running).toContain("not yet: the site&#x27;s runs are under way");
    expect(running).not.toContain("data-environment-comparison");
    expect(render(queued)).not.toContain("data-environments");
  });

  it("shows no pause notice while nothing is paused", () => {
    expect(render(queued)).not.toContain("data-verification-paused");
  });

  it("shows the environment the site's runs had", () => {
    const tool = (name: string, path: string, version: string) => ({ name, path, version });
    const interpreters = {
      python3: tool("python3", "/usr/bin/python3", "3.11.2"),
      pytest: "9.0.3",
      node: tool("node", "/usr/bin/node", "v20.20.2"),
      problem: null,
    };
    const html = render({
      ...queued,
      status: "verified",
      environment: {
        host: "vm",
        sandbox: { kind: "bwrap", description: "bubblewrap, rlimits via prlimit" },
        inside: interpreters,
        worker: interpreters,
        build: [tool("go", "/usr/bin/go", "go version go1.19.8 linux/amd64")],
        fingerprint: "f".repeat(64),
      },
    });
    expect(html).toContain("Environment of the site&#x27;s runs");
    expect(html).toMatch(/pytest in the sandbox<\/dt><dd[^>]*>9\.0\.3</);
    expect(html).toMatch(
      /Build: go<\/dt><dd[^>]*>go version go1\.19\.8 linux\/amd64 \(\/usr\/bin\/go\)</,
    );
  });

  it("shows a cluster run's shards done of total, and which are not finished", () => {
    const html = render({
      ...queued,
      cluster: {
        shards: 16,
        shardsDone: [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16],
        exportedAt: "2026-12-01T15:00:00.000Z",
        updatedAt: "2026-12-01T16:20:00.000Z",
      },
    });
    expect(html).toContain("On a batch cluster: 14 of 16 shards done");
    expect(html).toContain("(as reported 2026-12-01 16:20 UTC)");
    expect(html).toContain("Not finished: shards 3, 13.");
    expect(html).toContain('aria-label="14 of 16 shards done"');
    // The worker's runs-done bar would say 0 of 136 for a job it is not running.
    expect(html).not.toContain("0 / 136");
  });

  it("says a decided job was imported from its cluster shards", () => {
    const cluster = {
      shards: 4,
      shardsDone: [1, 2, 3, 4],
      exportedAt: "2026-12-01T15:00:00.000Z",
      updatedAt: null,
    };
    const html = render({ ...queued, status: "verified", source: "import", cluster });
    expect(html).toContain("Run on a batch cluster in 4 shards, merged and imported.");
  });

  it("links a disagreement to the mutant of the submission's own version, not the latest", () => {
    const html = render({
      ...queued,
      status: "disputed",
      disagreements: [
        {
          instance: "calc",
          mutant: "arithmetic-decimal-modulo-truncated",
          claimed: "killed",
          rerun: "survived",
          tests: [],
        },
      ],
    });
    // The panel renders for a tsb-mini 1.0 submission (#7): its calc, not 1.1's of the same id.
    expect(html).toContain(
      'href="/benchmarks/tsb-mini%401.0/instances/calc/mutants/arithmetic-decimal-modulo-truncated?submission=7"',
    );
    expect(html).not.toContain('href="/benchmarks/tsb-mini/');
  });
});
