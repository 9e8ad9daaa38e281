import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { parseCsv } from "@/lib/testing/csv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserMissing,
  ensureBuild,
  launchBrowser,
  SCREENSHOTS,
  seedDemoDb,
  startServer,
  type Server,
} from "./harness";

const missing = browserMissing();
if (missing) console.warn(`e2e/site.test.ts: ${missing}`);

describe.skipIf(missing !== null)("site, part 1, in chromium", () => {
  let server: Server;
  let db: { file: string; cleanup: () => void };
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await ensureBuild();
    db = seedDemoDb();
    server = await startServer(db.file);
    browser = await launchBrowser();
    context = browser.context;
    page = await context.newPage();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    db?.cleanup();
  });

  const shot = async (name: string) => {
    await page.waitForTimeout(300);
    return page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  };
  const rows = () => page.locator('[data-testid="leaderboard"] tbody tr[data-submission]');
  const columnTexts = (column: string) =>
    page.locator(`[data-testid="leaderboard"] tbody td[data-column="${column}"]`).allInnerTexts();

  /**
   * Opens a page and waits for its main content: the root loading boundary streams the page in,
   * so it may still be hidden when the load event fires.
   */
  async function open(pathAndQuery: string, ready = '[data-testid="leaderboard"]') {
    await page.goto(`${server.url}${pathAndQuery}`);
    await page.locator(ready).first().waitFor();
  }

  /** The benchmark with the most submissions, from the switcher's "N submissions" text. */
  async function busiestBenchmark(): Promise<{ name: string; count: number }> {
    await open("/");
    const links = page.getByRole("navigation", { name: "Benchmark" }).getByRole("link");
    let best = { name: "", count: -1 };
    for (const text of await links.allInnerTexts()) {
      const name = text.trim().split(/\s+/)[0]!;
      const count = Number(/(\d+) submissions/.exec(text)?.[1] ?? 0);
      if (count > best.count) best = { name, count };
    }
    return best;
  }

  it("opens the leaderboard with a row per submission and its charts", async () => {
    await open("/");
    await expect.poll(() => rows().count()).toBeGreaterThan(0);
    expect(await page.locator("h1").innerText()).toBe("Leaderboard");
    // The charts load after the page (their own chunk), so give them time on a busy machine.
    await expect
      .poll(() => page.locator("figure svg.recharts-surface").count(), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    await shot("leaderboard");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await page.locator('[data-testid="leaderboard"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      true,
    );
    await shot("leaderboard-dark");
    await page.emulateMedia({ colorScheme: "light" });
  });

  it("shows rank ranges and M's interval as a whisker, and ranks the paper's main results alone, each rank once", async () => {
    // tsb-mini 1.0 has four demo submissions; the leaderboard's default is the latest version.
    await open("/?benchmark=tsb-mini&version=1.0");
    const count = await rows().count();
    expect(count).toBeGreaterThan(1);
    // Every scored row has a stored interval, drawn under M, and a rank range like "1–3".
    expect(await page.locator('td[data-column="mutationScore"] svg[data-whisker]').count()).toBe(
      count,
    );
    for (const rank of await columnTexts("rank")) expect(rank).toMatch(/^(\d+(–\d+)?|ref)$/);
    expect(await page.locator("[data-rank-note]").innerText()).toContain("tsb-mini@1.0 rev 1");

    await open("/?benchmark=testsuitebench");
    const note = await page.locator("[data-rank-note]").innerText();
    expect(note).toContain("abl.: an ablation the paper reports beside its main results");
    const ranksOf = (citation: string) =>
      rows()
        .filter({ has: page.locator('td[data-column="origin"]', { hasText: citation }) })
        .locator('td[data-column="rank"]')
        .allInnerTexts();
    // Table 2 is the paper's leaderboard: its six rows take 1† to 6†, each once.
    expect(await ranksOf("Table 2")).toEqual(["1†", "2†", "3†", "4†", "5†", "6†"]);
    // The ablations (Table 4's baseline repeats Table 2's Sol run; Table 5 is a 30-instance
    // subsample) are shown, unranked.
    for (const citation of ["Table 4", "Table 5", "Section 3.1"])
      for (const rank of await ranksOf(citation)) expect(rank).toBe("abl.");
    const daggers = (await columnTexts("rank")).filter((r) => r.endsWith("†"));
    expect(new Set(daggers).size).toBe(daggers.length);
    await shot("leaderboard-ranks");
  });

  it("sorts by M from the keyboard, both ways", async () => {
    const { name, count } = await busiestBenchmark();
    expect(count).toBeGreaterThan(1);
    await open(`/?benchmark=${name}`);
    const header = page.locator('th[data-column="mutationScore"]');
    expect(await header.getAttribute("aria-sort")).toBe("descending");
    const scores = async () => (await columnTexts("mutationScore")).map(Number);
    const initial = await scores();
    expect(initial).toEqual([...initial].sort((a, b) => b - a));

    await header.getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => header.getAttribute("aria-sort")).toBe("ascending");
    const ascending = await scores();
    expect(ascending).toEqual([...initial].sort((a, b) => a - b));
    await expect.poll(() => new URL(page.url()).searchParams.get("sort")).toBe("mutationScore.asc");

    await page.keyboard.press("Enter");
    await expect.poll(() => header.getAttribute("aria-sort")).toBe("descending");
    expect(await scores()).toEqual(initial);
  });

  it("leaves the address it opened with alone, so a link clicked at once is followed", async () => {
    await open("/?benchmark=tsb-mini");
    // Ticking a row for comparison needs the table hydrated, and changes nothing of the view.
    const box = page.locator('[data-testid="leaderboard"] tbody input[type="checkbox"]').first();
    await box.check();
    await page.locator('[data-testid="compare-selection"]').waitFor();
    await box.uncheck();
    // Mirroring the view as the table mounted rewrote this to `/` (tsb-mini is the default),
    // and that rewrite raced a link clicked meanwhile, sending it back to `/`.
    expect(new URL(page.url()).search).toBe("?benchmark=tsb-mini");
    await page
      .getByRole("navigation", { name: "Version" })
      .getByRole("link", { name: /^1\.0/ })
      .click();
    await page.waitForURL(/[?&]version=1\.0/);
    await page.locator('[data-testid="leaderboard"] tbody tr').first().waitFor();
    expect(new URL(page.url()).searchParams.get("version")).toBe("1.0");
  });

  it("keeps the filtered view in the URL, so a reload shows the same rows", async () => {
    const { name } = await busiestBenchmark();
    await open(`/?benchmark=${name}`);
    const allModels = await columnTexts("model");
    const word = allModels[0]!.split(/\s+/)[0]!;
    await page.getByRole("searchbox").fill(word);
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(word);
    const filtered = await columnTexts("model");
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((m) => m.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    // A facet and a hidden column join the URL too.
    const facet = page
      .locator("fieldset")
      .filter({ hasText: "Origin" })
      .getByRole("button")
      .first();
    if (await facet.count()) {
      await facet.click();
      await expect.poll(() => new URL(page.url()).searchParams.getAll("origin").length).toBe(1);
    }
    await page.locator("summary", { hasText: /^Columns$/ }).click();
    await page.getByRole("checkbox", { name: "Date" }).uncheck();
    await expect.poll(() => new URL(page.url()).searchParams.get("hide")).toBe("date");
    await page.keyboard.press("Escape");

    const url = page.url();
    const before = await columnTexts("model");
    await page.reload();
    await page.locator('[data-testid="leaderboard"]').waitFor();
    expect(page.url()).toBe(url);
    expect(await page.getByRole("searchbox").inputValue()).toBe(word);
    expect(await columnTexts("model")).toEqual(before);
    expect(await page.locator('th[data-column="date"]').count()).toBe(0);
    await shot("leaderboard-filtered");
  });

  it("exports the current view as CSV whose rows match the table", async () => {
    const { name } = await busiestBenchmark();
    await open(`/?benchmark=${name}&sort=costUsd.asc`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "csv" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^leaderboard-${name}-[\\w.]+\\.csv$`));
    const text = fs.readFileSync(await download.path(), "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header = [], ...body] = parseCsv(text.slice(1));
    expect(header.slice(0, 4)).toEqual(["Benchmark", "Benchmark version", "Submission id", "Rank"]);
    const column = (h: string) => body.map((r) => r[header.indexOf(h)]);
    // Raw figures, which the table rounds to one decimal.
    const asNumber = (t: string | undefined) =>
      t === "–" || t === "" || t === undefined ? null : Number(Number(t).toFixed(1));
    expect(column("M (%)").map(asNumber)).toEqual(
      (await columnTexts("mutationScore")).map(asNumber),
    );
    expect(column("Agent")).toEqual(await columnTexts("agent"));
    const ranks = body.map((r) => {
      const [point, best, worst, unranked] = ["Rank", "Rank best", "Rank worst", "Not ranked"].map(
        (h) => r[header.indexOf(h)],
      );
      if (unranked) return unranked === "reference suite" ? "ref" : "abl.";
      return best === "" ? `${point}†` : best === worst ? best : `${best}–${worst}`;
    });
    expect(ranks).toEqual(await columnTexts("rank"));
    const ids = await page
      .locator('[data-testid="leaderboard"] tbody tr[data-submission]')
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-submission")));
    expect(column("Submission id")).toEqual(ids);
    expect(column("URL")).toEqual(ids.map((id) => `${server.url}/submissions/${id}`));
  });

  it("opens a submission from a row, and downloads its scored JSON", async () => {
    await open("/");
    const first = rows().first();
    const id = await first.getAttribute("data-submission");
    const model = (await first.locator('td[data-column="model"] a').innerText()).split(" · ")[0]!;
    await first.locator('td[data-column="model"] a').click();
    await page.waitForURL(`**/submissions/${id}`);
    await page.locator("#summary").waitFor();
    expect(await page.locator("h1").innerText()).toContain(model);
    await shot("submission");
    const jsonLink = page.getByRole("link", { name: "Download the scored JSON" });
    if (await jsonLink.count()) {
      const res = await fetch(`${server.url}/submissions/${id}/score.json`);
      expect(res.status).toBe(200);
      const report = (await res.json()) as {
        submission: { model: string };
        summary: { mutationScore: number };
      };
      expect(report.submission.model).toBe(model);
      expect(await page.locator('[data-testid="instances"] tbody tr').count()).toBeGreaterThan(0);
    }
  });

  it("opens a submission by clicking its chart point", async () => {
    const { name } = await busiestBenchmark();
    await open(`/?benchmark=${name}`);
    const point = page.locator("svg a[data-point]").first();
    await point.waitFor();
    const id = await point.getAttribute("data-point");
    await point.click();
    await page.waitForURL(`**/submissions/${id}`);
    await page.locator("#summary").waitFor();
    expect(await page.locator("h1").count()).toBe(1);
    await shot("submission-from-chart");
  });

  it("serves the About page and a not-found page for an unknown submission", async () => {
    await open("/about", "h1");
    expect(await page.locator("h1").innerText()).toBe("How scoring works");
    expect(
      await page.locator('a[href="https://arxiv.org/abs/2610.13065"]').count(),
    ).toBeGreaterThan(0);
    await shot("about");
    await open("/submissions/987654321", "text=Not found");
    expect(await page.locator("h1").innerText()).toBe("Not found");
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(
      0,
    );
    await shot("not-found");
    expect((await fetch(`${server.url}/submissions/987654321/score.json`)).status).toBe(404);
    // A page that does not exist answers 404, not a 200 that merely looks like one.
    expect((await fetch(`${server.url}/submissions/987654321`)).status).toBe(404);
    expect((await fetch(`${server.url}/benchmarks/no-such-benchmark/instances`)).status).toBe(404);
  });
});
