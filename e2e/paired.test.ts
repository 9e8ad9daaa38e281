import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_BENCHMARK, FIXTURE_LEFT_OUT, trialBundle } from "@/ingest/testing/trial-bundles";
import {
  browserMissing,
  ensureBuild,
  launchBrowser,
  SCREENSHOTS,
  seedDemoDb,
  startServer,
  type Server,
} from "./harness";
import { ingest } from "./probe-bundle";

const missing = browserMissing();
if (missing) console.warn(`e2e/paired.test.ts: ${missing}`);

describe.skipIf(missing !== null)("the paired comparison, in chromium", () => {
  let server: Server;
  let dir: string;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;
  /**
   * The demo's thorough and terse suites on tsb-mini 1.1 (one attempt each), its focused entry
   * there (three trials: `focused` is the lead, `focusedTrials` all three by number), and the
   * focused suites on 1.0.
   */
  const demo = { focused: 0, thorough: 0, terse: 0, focused10: 0, focusedTrials: [] as number[] };
  /** Two test entries of three trials each, made from the scoring fixture (test data). */
  const entries = { first: [] as number[], second: [] as number[] };

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await ensureBuild();
    const seeded = seedDemoDb();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "tsb-e2e-paired-"));
    const file = path.join(dir, "tsb.sqlite");
    fs.copyFileSync(seeded.file, file);
    seeded.cleanup();
    const db = new Database(file, { readonly: true });
    const idsOf = (version: string, brief: string) =>
      (
        db
          .prepare(
            `SELECT s.id FROM submissions s JOIN benchmarks b ON b.id = s.benchmark_id
             WHERE b.name = 'tsb-mini' AND b.version = ? AND s.agent LIKE ? AND s.hidden = 0
             ORDER BY s.trial, s.id`,
          )
          .all(version, `%${brief} brief`) as { id: number }[]
      ).map((r) => r.id);
    const [thorough] = idsOf("1.1", "thorough");
    const [terse] = idsOf("1.1", "terse");
    const [focused10] = idsOf("1.0", "focused");
    demo.focusedTrials = idsOf("1.1", "focused");
    demo.focused = demo.focusedTrials[0]!;
    Object.assign(demo, { thorough, terse, focused10 });
    db.close();
    let made = 0;
    for (const [name, model] of [
      ["first", "Fixture agent one"],
      ["second", "Fixture agent two"],
    ] as const)
      for (const [k, leaveOut] of FIXTURE_LEFT_OUT.entries()) {
        const out = path.join(dir, `bundle-${++made}`);
        trialBundle(out, { model, entry: `e2e-${name}`, trial: k + 1 }, leaveOut);
        entries[name].push(ingest(out, file, FIXTURE_BENCHMARK));
      }
    server = await startServer(file);
    browser = await launchBrowser();
    context = browser.context;
    page = await context.newPage();
  }, 1_200_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const shot = (name: string) =>
    page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  const open = async (pathAndQuery: string, ready: string) => {
    await page.goto(`${server.url}${pathAndQuery}`);
    await page.locator(ready).first().waitFor();
  };
  const cellCount = async (cell: string) =>
    Number(await page.locator(`[data-testid="paired-table"] a[data-cell="${cell}"]`).innerText());

  it("is reached from two rows ticked on the leaderboard and says whether M differs beyond chance", async () => {
    await open("/?benchmark=tsb-mini&version=1.1", '[data-testid="leaderboard"]');
    for (const id of [demo.thorough, demo.focused])
      await page.locator(`tr[data-submission="${id}"] input[type="checkbox"]`).check();
    await page.getByRole("link", { name: "Paired test (A vs B)" }).click();
    await page.locator('[data-testid="paired-verdict"]').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe("/compare/paired");
    expect([url.searchParams.get("a"), url.searchParams.get("b")]).toEqual([
      String(demo.thorough),
      String(demo.focused),
    ]);
    const verdict = await page.locator('[data-testid="paired-verdict"]').innerText();
    expect(verdict).toMatch(/ΔM = M\(A\) − M\(B\) = \+\d+\.\d points/);
    expect(verdict).toContain("95% paired bootstrap interval");
    // The focused brief is an entry of three trials: the test is the stratified one.
    expect(await page.locator('[data-testid="mutant-test"]').innerText()).toMatch(
      /Exact test over the \d+ mutants the 1 \+ 3 trials disagree on .*p (=|<) /,
    );
    // The four cells count every mutant of the five instances once.
    const total = (
      await Promise.all(["both", "onlyA", "onlyB", "neither"].map((c) => cellCount(c)))
    ).reduce((s, n) => s + n, 0);
    expect(await page.locator("h1 + p").innerText()).toContain(`${total} mutants`);
    expect(await cellCount("onlyA")).toBeGreaterThan(await cellCount("onlyB"));
    await shot("paired");
  });

  it("lists the mutants only one suite kills, each linked to the killing test", async () => {
    await open(
      `/compare/paired?a=${demo.thorough}&b=${demo.focused}`,
      '[data-testid="paired-table"]',
    );
    const onlyA = await cellCount("onlyA");
    await page.locator('[data-testid="paired-table"] a[data-cell="onlyA"]').click();
    const list = page.locator('[data-testid="paired-mutants"]');
    await list.waitFor();
    expect(new URL(page.url()).searchParams.get("list")).toBe("onlyA");
    expect(await list.locator("li[data-mutant]").count()).toBe(onlyA);
    const test = list.locator(`a[data-killing-test="${demo.thorough}"]`).first();
    const testId = await test.innerText();
    await test.click();
    await page.waitForURL(new RegExp(`submission=${demo.thorough}`));
    const result = page.locator(`#result-${demo.thorough}`);
    await result.waitFor();
    expect(await result.locator('[data-testid="killing-test"]').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining(testId)]),
    );
  });

  it("pages the per-section table, the order running across its pages", async () => {
    await open(
      `/compare/paired?a=${demo.thorough}&b=${demo.focused}&ssort=delta.asc`,
      '[data-testid="section-deltas"]',
    );
    const deltas = () =>
      page
        .locator('[data-testid="section-deltas"] tbody td[data-delta]')
        .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute("data-delta"))));
    const first = await deltas();
    expect(first).toHaveLength(50);
    await page
      .getByRole("navigation", { name: "Pages of ΔM per spec section" })
      .first()
      .getByRole("link", { name: "next →" })
      .click();
    await page.waitForURL(/spage=2/);
    expect(page.url()).toContain("ssort=delta.asc");
    const second = await deltas();
    expect(second.length).toBeGreaterThan(0);
    expect(second[0]).toBeGreaterThanOrEqual(first.at(-1)!);
    expect(await page.locator("h2#section-deltas").innerText()).toMatch(/rows 51–/);
  });

  it("sorts ΔM per instance and per section by any column, in the address", async () => {
    await open(
      `/compare/paired?a=${demo.thorough}&b=${demo.focused}`,
      '[data-testid="instance-deltas"]',
    );
    const deltas = async (table: string) =>
      (
        await page
          .locator(`[data-testid="${table}"] tbody td[data-delta]`)
          .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute("data-delta"))))
      ).map(Number);
    const first = await deltas("instance-deltas");
    expect(first).toEqual([...first].sort((x, y) => y - x));
    await page.locator('[data-testid="instance-deltas"] a[data-sort="delta"]').click();
    await page.waitForURL(/isort=delta\.asc/);
    const ascending = await deltas("instance-deltas");
    expect(ascending).toEqual([...first].sort((x, y) => x - y));
    await page.locator('[data-testid="section-deltas"] a[data-sort="onlyA"]').click();
    await page.waitForURL(/ssort=onlyA\.desc/);
    // Both orders are kept: the view is shareable.
    expect(page.url()).toContain("isort=delta.asc");
    const sections = await page.locator('[data-testid="section-deltas"] tbody tr').count();
    expect(sections).toBeGreaterThan(5);
    expect(sections).toBeLessThanOrEqual(50);
    // A section's "only A" count lists exactly those mutants.
    const row = page.locator('[data-testid="section-deltas"] tbody tr').first();
    const count = Number(await row.locator("td").nth(5).innerText());
    await row.locator("td").nth(5).getByRole("link").click();
    await page.locator('[data-testid="paired-mutants"]').waitFor();
    expect(await page.locator('[data-testid="paired-mutants"] li[data-mutant]').count()).toBe(
      count,
    );
  });

  it("shows the demo's focused brief on 1.1 as one entry of three trials, and pairs it using all three", async () => {
    expect(demo.focusedTrials).toHaveLength(3);
    await open("/?benchmark=tsb-mini@1.1", '[data-testid="leaderboard"]');
    const row = page.locator(`tr[data-submission="${demo.focused}"]`);
    await row.waitFor();
    const cell = row.locator('td[data-column="trials"]');
    expect((await cell.innerText()).split("\n")[0]).toBe("3");
    // Under the count, the spread between trials and M over all three (their own columns start
    // hidden, so that the table fits a laptop's width).
    expect(await cell.getByTestId("trial-spread").innerText()).toMatch(/^± \d+\.\d$/);
    const union = Number((await cell.getByTestId("trial-union").innerText()).replace("any ", ""));
    const mean = Number(await row.locator('td[data-column="mutationScore"]').innerText());
    expect(union).toBeGreaterThanOrEqual(mean);
    for (const trial of demo.focusedTrials.slice(1))
      expect(await page.locator(`tr[data-submission="${trial}"]`).count()).toBe(0);
    // Any trial's id stands for the entry.
    const [, , third] = demo.focusedTrials;
    await open(`/compare/paired?a=${demo.thorough}&b=${third}`, '[data-testid="paired-verdict"]');
    const sides = page.locator('[data-testid="paired-sides"]');
    expect((await sides.innerText()).match(/over 3 trials/g)).toHaveLength(1);
    expect(await page.locator('[data-side="B"] a[data-trial]').count()).toBe(3);
    expect(await page.locator('[data-testid="instance-deltas"] tbody tr').count()).toBe(5);
    const api = (await (
      await fetch(`${server.url}/api/compare/paired?a=${demo.thorough}&b=${third}`)
    ).json()) as {
      sides: {
        unitId: number;
        mutationScore: number;
        trials: { id: number; mutationScore: number }[];
      }[];
      counts: Record<string, number>;
      mutants: number;
    };
    const focused = api.sides[1]!;
    expect(focused.unitId).toBe(demo.focused);
    expect(focused.trials.map((t) => t.id)).toEqual(demo.focusedTrials);
    const ms = focused.trials.map((t) => t.mutationScore);
    // Independent attempts differ; the entry's M is their mean.
    expect(new Set(ms).size).toBeGreaterThan(1);
    expect(focused.mutationScore).toBeCloseTo(ms.reduce((s, m) => s + m, 0) / 3, 12);
    expect(Object.values(api.counts).reduce((s, n) => s + n, 0)).toBe(api.mutants);
    expect(await cellCount("onlyB")).toBe(api.counts.onlyB);
    await shot("paired-demo-trials");
    // A trial's page names its entry and lists the three.
    await page.locator('[data-side="B"] a[data-trial="2"]').click();
    const panel = page.locator('[data-testid="entry-panel"]');
    await panel.waitFor();
    expect(await panel.locator("h2").innerText()).toBe("Trial 2 of entry “agent-focused-1.1”");
    expect(await panel.locator('[data-testid="entry-trials"] tbody tr').count()).toBe(3);
  });

  it("tests two single attempts of the demo with McNemar's exact test", async () => {
    await open(`/compare/paired?a=${demo.thorough}&b=${demo.terse}`, '[data-testid="mutant-test"]');
    expect(await page.locator('[data-testid="mutant-test"]').innerText()).toMatch(
      /Exact McNemar test over the \d+ mutants only one suite kills .*p (=|<) /,
    );
  });

  it("pairs two entries of three trials each, using every trial", async () => {
    await open("/?benchmark=fixture-bench", '[data-testid="leaderboard"]');
    // One row per entry, named by its lead trial, with its trial count.
    for (const name of ["first", "second"] as const) {
      const row = page.locator(`tr[data-submission="${entries[name][0]}"]`);
      await row.waitFor();
      expect((await row.locator('td[data-column="trials"]').innerText()).split("\n")[0]).toBe("3");
      expect(await page.locator(`tr[data-submission="${entries[name][1]}"]`).count()).toBe(0);
      await row.locator('input[type="checkbox"]').check();
    }
    await page.getByRole("link", { name: "Paired test (A vs B)" }).click();
    await page.locator('[data-testid="paired-verdict"]').waitFor();
    const sides = await page.locator('[data-testid="paired-sides"]').innerText();
    expect(sides.match(/over 3 trials/g)).toHaveLength(2);
    expect(await page.locator('[data-testid="mutant-test"]').innerText()).toContain(
      "trials disagree on",
    );
    expect(await page.locator('[data-testid="paired-table"]').innerText()).toContain(
      "per trial pairing",
    );
    // Same suites on both sides: nothing between them.
    expect(await page.locator('[data-testid="paired-verdict"]').getAttribute("data-distinct")).toBe(
      "no",
    );
    await shot("paired-trials");
    // Each side links its trials; a trial's page shows its entry.
    await page.locator('[data-side="A"] a[data-trial="2"]').click();
    const panel = page.locator('[data-testid="entry-panel"]');
    await panel.waitFor();
    expect(await panel.locator("h2").innerText()).toBe("Trial 2 of entry “e2e-first”");
    expect(await panel.locator('[data-testid="entry-trials"] tbody tr').count()).toBe(3);
    expect(await panel.locator("[data-at-k]").count()).toBe(3);
  });

  it("says plainly that entries of two benchmark versions cannot be paired", async () => {
    await open(`/compare/paired?a=${demo.focused10}&b=${demo.thorough}`, "h1");
    const problem = page.locator('[data-testid="paired-problem"]');
    expect(await problem.innerText()).toContain(
      "Only entries of one benchmark version can be paired.",
    );
    expect(await problem.innerText()).toContain("tsb-mini@1.0");
    expect(await problem.innerText()).toContain("tsb-mini@1.1");
    const api = await fetch(
      `${server.url}/api/compare/paired?a=${demo.focused10}&b=${demo.thorough}`,
    );
    expect(api.status).toBe(422);
  });

  it("exports the comparison as JSON and each table as CSV", async () => {
    await open(
      `/compare/paired?a=${demo.thorough}&b=${demo.focused}`,
      '[data-testid="paired-exports"]',
    );
    const links = page.locator('[data-testid="paired-exports"] a');
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      links.filter({ hasText: "JSON" }).click(),
    ]);
    const doc = JSON.parse(fs.readFileSync(await download.path(), "utf8")) as {
      mutants: number;
      perMutant: unknown[];
      counts: Record<string, number>;
    };
    expect(doc.perMutant).toHaveLength(doc.mutants);
    expect(doc.counts.onlyA).toBe(await cellCount("onlyA"));
    const csv = await (
      await fetch(
        `${server.url}/api/compare/paired?a=${demo.thorough}&b=${demo.focused}&format=csv&table=sections`,
      )
    ).text();
    expect(csv.split("\r\n")[0]).toBe(
      "instance,section,title,mutants,M_A,M_B,delta_M,both,only_A,only_B,neither",
    );
  });
});
