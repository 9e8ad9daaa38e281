/**
 * The cross-version crawl of one submission: from its page, every page and export the site links
 * to, checked against what its own benchmark version holds (version-truth.ts). A link names a
 * benchmark version other than the submission's, an instance or mutant that version lacks, or a
 * submission of another version: a problem. So are pages that show another version's mutants,
 * neighbours, sections or figures, and exports whose mutants, spec, tests or score are not the
 * submission's. Returns the problems, each with the page it was met on, and the pages visited.
 */
import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import { calculateMetrics } from "mutation-testing-metrics";
import { ROOT } from "../harness.ts";
import { NAME, type SubmissionTruth, type VersionTruth } from "./version-truth.ts";

const SCHEMA = path.join(
  ROOT,
  "app/submissions/[id]/instances/[slug]/stryker.json/testing/fixtures/mutation-testing-report-schema.json",
);
const validateStryker = new Ajv({ allErrors: true }).compile(
  JSON.parse(fs.readFileSync(SCHEMA, "utf8")) as object,
);

type StrykerReport = { files: Parameters<typeof calculateMetrics>[0] } & {
  testFiles?: Record<string, { tests: { id: string }[] }>;
};

export interface CrawlTarget {
  server: string;
  submission: number;
  truth: SubmissionTruth;
  version: VersionTruth;
  /** The visible submissions of the same version: the only ones its pages may name. */
  siblings: ReadonlySet<number>;
  /**
   * Pages already crawled for another submission of the version: its mutant pages (by path:
   * they differ only in whose result leads) and the pages that are not any submission's.
   */
  sharedPages: Set<string>;
}

/**
 * Mutant pages opened per instance and version, spread evenly over its mutants, the first always
 * among them (all of them up to this many). A version's mutant pages are pages of one template,
 * and the links to each page not opened are still judged: opening all of 1.1's 323 took most of
 * the crawl's time, and all of tsb-mini 1.2's 1,176 most of CI's.
 */
const MUTANT_PAGES_PER_INSTANCE = 20;

/** Query keys of the instance-page views followed; sorts and orders are checked, not opened. */
const FOLLOWED_VIEWS = new Set(["submission", "status"]);
const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", lt: "<", gt: ">" };
const unescape = (s: string) =>
  s.replace(/&(amp|quot|#x27|lt|gt);/g, (_, e: string) => ENTITIES[e]!);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

function hrefs(html: string): URL[] {
  return [...html.matchAll(/\shref="(\/[^/"][^"]*|\/)"/g)].map(
    (m) => new URL(unescape(m[1]!), "http://site"),
  );
}

/** Crawls one submission's pages; see the module comment. */
export async function crawlSubmission(
  target: CrawlTarget,
): Promise<{ problems: string[]; visited: string[] }> {
  const { server, submission: id, truth, version: v, siblings } = target;
  const ref = `${NAME}@${v.version}`;
  const problems: string[] = [];
  const seen = new Set<string>();
  const queue: string[] = [];
  const problem = (page: string, text: string) => problems.push(`${page}: ${text}`);
  const enqueue = (link: string) => {
    if (!seen.has(link)) {
      seen.add(link);
      queue.push(link);
    }
  };

  /** Checks one link met on `page`; returns whether the crawl follows it. */
  const judge = (page: string, u: URL): boolean => {
    const parts = u.pathname.split("/").map(decodeURIComponent);
    if (u.pathname === "/") {
      // The header's "Leaderboard" names none; the submission's back link must name its own.
      // A leaderboard is no page of the submission's: its tabs lead to every benchmark.
      const named = u.searchParams.get("benchmark");
      if (named === null) return false;
      const version = named.includes("@") ? named.split("@")[1] : u.searchParams.get("version");
      const latest = version === null && v.latest;
      if (named.split("@")[0] !== NAME || (version !== v.version && !latest))
        problem(page, `leaderboard link ${u.search} is not ${ref}'s`);
      return false;
    }
    if (parts[1] === "benchmarks") {
      const [, , linked, section, instance, mutants, mutant] = parts;
      if (linked !== ref) problem(page, `link to ${u.pathname} names ${linked}, not ${ref}`);
      if (section === "figures") {
        // The version's figures: only its own submissions may be chosen (?s=), and the page is
        // crawled once per version and choice.
        for (const chosen of (u.searchParams.get("s") ?? "").split(",").filter(Boolean))
          if (!siblings.has(Number(chosen)))
            problem(page, `figures link ${u.search} chooses submission ${chosen}, not of ${ref}`);
        const key = `${u.pathname}${u.search}`;
        if (linked !== ref || target.sharedPages.has(key)) return false;
        target.sharedPages.add(key);
        return true;
      }
      if (section !== "instances") problem(page, `unexpected link ${u.pathname}`);
      const inst = instance === undefined ? undefined : v.instances.get(instance);
      if (instance !== undefined && !inst)
        problem(page, `link to instance ${instance}, which ${ref} lacks`);
      if (mutants === "mutants" && inst && !inst.mutants.includes(mutant!))
        problem(page, `link to mutant ${instance}/${mutant}, which ${ref} lacks`);
      // A page opened for a submission carries it on (a submission's page, its own); a page
      // opened for none (the catalog's) may carry the suite it chose, of this version.
      const carried = u.searchParams.get("submission");
      const parts0 = page.split("?")[0]!.split("/");
      const own =
        parts0[1] === "submissions"
          ? parts0[2]!
          : new URL(page, "http://site").searchParams.get("submission");
      if (carried !== null && (own !== null ? carried !== own : !siblings.has(Number(carried))))
        problem(
          page,
          `link ${u.pathname} carries submission ${carried}, not ${own ?? "one of " + ref}`,
        );
      if (linked !== ref || (instance !== undefined && !inst)) return false;
      if (carried !== String(id)) {
        // Not this submission's view: the version's, crawled once for all its submissions.
        const key = `${u.pathname}${u.search}`;
        if (target.sharedPages.has(key)) return false;
        target.sharedPages.add(key);
      }
      if (mutants === "mutants") {
        // A mutant page differs between the version's submissions only in whose result leads:
        // each is opened once a version, and each instance's first for every submission.
        const first = inst?.mutants[0] === mutant;
        if (target.sharedPages.has(u.pathname) && !first) return false;
        const stride = Math.ceil((inst?.mutants.length ?? 1) / MUTANT_PAGES_PER_INSTANCE);
        if (!first && (inst?.mutants.indexOf(mutant!) ?? 0) % stride !== 0) return false;
        target.sharedPages.add(u.pathname);
        return true;
      }
      return [...u.searchParams.keys()].every((k) => FOLLOWED_VIEWS.has(k));
    }
    if (parts[1] === "submissions") {
      const other = Number(parts[2]);
      if (!siblings.has(other))
        problem(page, `link to submission #${parts[2]}, which is not of ${ref}`);
      return other === id && parts.length > 3;
    }
    return false;
  };

  const checkPage = (link: string, html: string) => {
    const u = new URL(link, "http://site");
    const parts = u.pathname.split("/").map(decodeURIComponent);
    if (html.includes('data-testid="submission-elsewhere"'))
      problem(link, "says the submission's results are on another page");
    if (parts[1] === "submissions" && parts.length === 3) {
      const m = /data-metric="M"[^>]*>([^<]*)</.exec(html)?.[1];
      if (m !== pct(truth.mutationScore))
        problem(link, `M shown ${m}, not ${pct(truth.mutationScore)}`);
    }
    if (parts[1] !== "benchmarks") return;
    const instance = parts[4];
    const inst = instance === undefined ? undefined : v.instances.get(instance);
    // The figures page lists submissions, not instances: its links were judged above.
    if (parts[3] === "figures") return;
    if (instance === undefined) {
      const listed = new Set(
        hrefs(html).flatMap((h) => {
          const p = h.pathname.split("/").map(decodeURIComponent);
          return p[1] === "benchmarks" && p.length === 5 ? [p[4]!] : [];
        }),
      );
      if ([...listed].sort().join() !== [...v.instances.keys()].sort().join())
        problem(link, `lists instances ${[...listed].join(", ")}, not ${ref}'s`);
      return;
    }
    if (!inst) return;
    const shown = /data-testid="benchmark-version">([^<]*)</.exec(html)?.[1];
    if (shown !== ref) problem(link, `names benchmark ${shown}, not ${ref}`);
    if (parts[5] === "mutants") {
      const mutant = parts[6]!;
      const at = inst.mutants.indexOf(mutant);
      const rel = (kind: string) =>
        new RegExp(`rel="${kind}"[^>]*href="([^"]*)"`)
          .exec(html)?.[1]
          ?.split("?")[0]
          ?.split("/")
          .pop();
      const expected = [inst.mutants[at - 1], inst.mutants[at + 1]];
      const found = [rel("prev"), rel("next")].map((x) => (x ? decodeURIComponent(x) : undefined));
      if (found.join() !== expected.join())
        problem(link, `neighbours ${found.join(" / ")}, not ${ref}'s ${expected.join(" / ")}`);
      const title = inst.sectionOf.get(mutant);
      if (title && !html.includes(`Spec section: <!-- -->${escapeHtml(title)}`))
        problem(link, `does not show ${ref}'s section "${title}"`);
      for (const [, other] of html.matchAll(/data-submission="(\d+)"/g))
        if (!siblings.has(Number(other)))
          problem(link, `shows submission #${other}, not of ${ref}`);
      const leads = u.searchParams.get("submission");
      if (leads !== null && !html.includes(`data-chosen="true" data-submission="${leads}"`))
        problem(link, `does not lead with submission #${leads}'s result`);
      return;
    }
    const count = /(\d+)<!-- --> mutants · /.exec(html)?.[1];
    if (Number(count) !== inst.mutants.length)
      problem(link, `says ${count} mutants, ${ref}'s ${instance} has ${inst.mutants.length}`);
    const linked = new Set(
      hrefs(html).flatMap((h) => {
        const p = h.pathname.split("/").map(decodeURIComponent);
        return p[5] === "mutants" ? [p[6]!] : [];
      }),
    );
    if ([...linked].sort().join() !== [...inst.mutants].sort().join())
      problem(link, `links ${linked.size} mutants, not ${ref}'s ${inst.mutants.length}`);
    const own = truth.instances.get(instance);
    if (own && u.searchParams.get("submission") === String(id)) {
      const detected = [...own.statuses.values()].filter((s) => s === "killed" || s === "timeout");
      const said = /Detected <!-- -->(\d+)<!-- --> of <!-- -->(\d+)/.exec(html);
      if (Number(said?.[1]) !== detected.length || Number(said?.[2]) !== inst.mutants.length)
        problem(
          link,
          `says detected ${said?.[1]} of ${said?.[2]}, not ${detected.length} of ${inst.mutants.length}`,
        );
    }
  };

  const checkStryker = (link: string, report: StrykerReport) => {
    const instance = decodeURIComponent(link.split("/")[4]!);
    const inst = v.instances.get(instance);
    const own = truth.instances.get(instance);
    if (!inst || !own) return problem(link, `an export of ${instance}, which it did not submit`);
    if (!validateStryker(report))
      problem(link, `fails Stryker's schema: ${JSON.stringify(validateStryker.errors)}`);
    const file = report.files[`${instance}/spec.md`];
    if (!file) return problem(link, "no file for the instance's spec");
    if (file.source !== inst.spec) problem(link, `its source is not ${ref}'s spec of ${instance}`);
    const ids = file.mutants.map((m) => m.id);
    if (ids.join() !== inst.mutants.join())
      problem(link, `lists ${ids.length} mutants, not ${ref}'s ${inst.mutants.length}`);
    const tests = Object.values(report.testFiles ?? {}).flatMap((f) => f.tests.map((t) => t.id));
    if ([...tests].sort().join() !== [...own.tests].sort().join())
      problem(link, `lists ${tests.length} tests, not the submission's ${own.tests.length}`);
    for (const m of file.mutants) {
      const status = own.statuses.get(m.id);
      const detected = status === "killed" || status === "timeout";
      if (detected !== (m.status === "Killed" || m.status === "Timeout"))
        problem(link, `${m.id} is ${m.status}, the submission's is ${status}`);
      for (const t of m.killedBy ?? [])
        if (!own.tests.includes(t)) problem(link, `${m.id} killed by ${t}, not one of its tests`);
    }
    const score = calculateMetrics(report.files).metrics.mutationScore / 100;
    if (!close(score, own.mutationScore))
      problem(
        link,
        `Stryker's metrics give ${pct(score)}, the site's M is ${pct(own.mutationScore)}`,
      );
  };

  const checkReport = (link: string, report: Record<string, unknown>) => {
    if (report.benchmark !== ref) problem(link, `names ${String(report.benchmark)}, not ${ref}`);
    const summary = report.summary as { mutationScore: number } | null;
    if (summary && !close(summary.mutationScore, truth.mutationScore))
      problem(link, `M ${pct(summary.mutationScore)}, not ${pct(truth.mutationScore)}`);
    const instances = report.instances as Array<{
      id: string;
      submitted: boolean;
      mutantResults: Array<{ id: string; status: string }>;
    }>;
    for (const i of instances) {
      const inst = v.instances.get(i.id);
      if (!inst) {
        problem(link, `names instance ${i.id}, which ${ref} lacks`);
        continue;
      }
      const own = truth.instances.get(i.id);
      if (!i.submitted || !own) continue;
      const got = i.mutantResults
        .map((m) => `${m.id}:${m.status}`)
        .sort()
        .join();
      const want = [...own.statuses]
        .map(([m, s]) => `${m}:${s}`)
        .sort()
        .join();
      if (got !== want) problem(link, `${i.id}'s mutant results are not ${ref}'s`);
    }
  };

  enqueue(`/submissions/${id}`);
  enqueue(`/api/submissions/${id}`);
  const get = async (link: string) => {
    try {
      return await fetch(`${server}${link}`, { redirect: "manual" });
    } catch {
      // A kept-alive socket the server closed as the request went out ("other side closed", seen
      // on a busy machine): a GET, so asked once more; a second failure is the page's problem.
      await new Promise((r) => setTimeout(r, 200));
      return fetch(`${server}${link}`, { redirect: "manual" });
    }
  };
  const visit = async (link: string) => {
    const res = await get(link);
    if (res.status >= 300 && res.status < 400) {
      const to = new URL(res.headers.get("location") ?? "", "http://site");
      if (judge(link, to)) enqueue(`${to.pathname}${to.search}`);
      return;
    }
    if (res.status !== 200) return problem(link, `answered ${res.status}`);
    if (link.endsWith("/stryker.json"))
      return checkStryker(link, (await res.json()) as StrykerReport);
    if (link.endsWith("/score.json") || link.startsWith("/api/"))
      return checkReport(link, (await res.json()) as Record<string, unknown>);
    const html = await res.text();
    checkPage(link, html);
    for (const u of hrefs(html)) if (judge(link, u)) enqueue(`${u.pathname}${u.search}`);
  };
  // Three requests at a time: the server renders on two cores.
  let pending = 0;
  const workers = Array.from({ length: 3 }, async () => {
    for (;;) {
      const link = queue.shift();
      if (link === undefined) {
        if (pending === 0) return;
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      pending++;
      try {
        await visit(link);
      } catch (error) {
        const { message, cause } = error as Error & { cause?: Error };
        problem(link, `failed: ${message}${cause ? ` (${cause.message})` : ""}`);
      } finally {
        pending--;
      }
    }
  });
  await Promise.all(workers);
  return { problems, visited: [...seen] };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#x27" }[c]};`,
  );
}
