/**
 * The site as a new user meets it, on the demo data at the viewports where each problem was
 * seen: a view's URL keeps the benchmark version; the submission a user came from travels from
 * its page to one instance's survivors and to one survivor's diff, which is fully visible; and
 * the pieces around them (score history, related tests, verification state, exports, phones).
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserMissing,
  ensureBuild,
  latestDemoVersion,
  launchBrowser,
  SCREENSHOTS,
  seedDemoDb,
  startServer,
  type Server,
} from "./harness";

const missing = browserMissing();
if (missing) console.warn(`e2e/new-user.test.ts: ${missing}`);

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

describe.skipIf(missing !== null)("the site as a new user meets it, in chromium", () => {
  let server: Server;
  let db: { file: string; cleanup: () => void };
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  /** The focused demo suite on tsb-mini 1.1 (its first trial): it lets tally's control-bytes mutant survive. */
  let focused: number;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await ensureBuild();
    db = seedDemoDb();
    const sqlite = new Database(db.file, { readonly: true });
    focused = (
      sqlite
        .prepare(
          `SELECT s.id FROM submissions s JOIN benchmarks b ON b.id = s.benchmark_id
            WHERE s.agent LIKE '%focused brief%' AND b.name = 'tsb-mini' AND b.version = '1.1'
            ORDER BY COALESCE(s.trial, 1), s.id`,
        )
        .get() as { id: number }
    ).id;
    sqlite.close();
    server = await startServer(db.file);
    browser = await launchBrowser();
    page = await browser.context.newPage();
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    db?.cleanup();
  });

  const shot = (name: string) =>
    page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  const query = () => new URL(page.url()).searchParams;

  it("keeps tsb-mini 1.0 in the URL through a sort, a filter and a hidden column, and after a reload", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/?version=1.0&benchmark=tsb-mini`);
    const table = page.locator('[data-testid="leaderboard"]');
    await table.waitFor();
    expect(await page.title()).toContain("tsb-mini 1.0");
    const kept = () => {
      expect(query().get("benchmark")).toBe("tsb-mini");
      expect(query().get("version")).toBe("1.0");
    };
    await table.locator('th[data-column="mutationScore"] button').click();
    await page.waitForURL(/sort=mutationScore\.asc/);
    kept();
    await page.getByLabel("Filter").fill("focused");
    await page.waitForURL(/q=focused/);
    kept();
    await page.locator("summary", { hasText: /^Columns$/ }).click();
    await page.getByLabel("Date", { exact: true }).uncheck();
    await page.waitForURL(/hide=/);
    kept();
    await page.reload();
    await table.waitFor();
    expect(
      await page.locator('nav[aria-label="Version"] [aria-current="page"]').innerText(),
    ).toMatch(/^1\.0/);
    expect(await table.locator("tbody tr[data-submission]").count()).toBe(1);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`goes from a submission to one instance's survivors and one survivor's diff without a dropdown at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}/submissions/${focused}`);
      const tally = page.locator('[data-testid="instances"] tr', { hasText: "tally" });
      await tally.getByTestId("survivors-link").click();
      await page.waitForURL(/\/instances\/tally\?/);
      expect(query().get("submission")).toBe(String(focused));
      const lead = page.getByTestId("suite-result");
      await lead.waitFor();
      expect(await lead.innerText()).toMatch(/Detected \d+ of \d+ mutants; \d+ not detected/);
      // The table shows this suite's status and, filtered, only what it missed.
      const statuses = await page
        .locator('[data-testid="mutant-table"] td[data-column="suite-status"]')
        .allInnerTexts();
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set(["survived"]));
      await lead
        .getByTestId("undetected-mutant")
        .filter({ hasText: "chars-control-bytes-not-counted" })
        .click();
      await page.waitForURL(/\/mutants\/chars-control-bytes-not-counted\?submission=/);
      expect(query().get("submission")).toBe(String(focused));
      expect(await page.getByTestId("chosen-status").innerText()).toContain("survived");
      const first = page.getByTestId("submission-result").first();
      expect(await first.getAttribute("data-submission")).toBe(String(focused));
      expect(await first.getAttribute("data-chosen")).toBe("true");
      // The links onwards keep the suite.
      for (const rel of ["prev", "next"]) {
        const href = await page.locator(`a[rel="${rel}"]`).getAttribute("href");
        expect(href).toContain(`?submission=${focused}`);
      }
      await shot(`new-user-survivor-${viewport.width}`);
    });
  }

  for (const width of [1440, 1280, 390]) {
    it(`shows every line of the mutant's diff whole at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(
        `${server.url}/benchmarks/tsb-mini%401.1/instances/tally/mutants/chars-control-bytes-not-counted`,
      );
      const diff = page.getByTestId("mutant-diff");
      await diff.waitFor();
      const box = await diff.evaluate((el) => {
        const pre = el.querySelector("pre")!;
        const lines = [...el.querySelectorAll(".line")].map((l) => l.getBoundingClientRect());
        const frame = pre.getBoundingClientRect();
        return {
          overflow: pre.scrollWidth - pre.clientWidth,
          lineOutside: lines.filter((l) => l.right > frame.right + 1).length,
          lines: lines.length,
          right: frame.right,
          changed: pre.innerText.includes("b != 0x7F"),
        };
      });
      expect(box.lines).toBeGreaterThan(5);
      expect(box.overflow).toBeLessThanOrEqual(0);
      expect(box.lineOutside).toBe(0);
      expect(box.right).toBeLessThanOrEqual(width);
      expect(box.changed).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }

  it("spaces the score history's cells apart", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/submissions/${focused}`);
    const row = page.locator('[data-testid="score-history"] tbody tr').first();
    await row.waitFor();
    const gaps = await row.evaluate((tr) => {
      const texts = [...tr.querySelectorAll("td")].map((td) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        return range.getBoundingClientRect();
      });
      return texts.slice(1).map((r, i) => r.left - texts[i]!.right);
    });
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(8);
  });

  it("ranks first the tests that run the option the surviving mutant breaks, and says what the guess rests on", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(
      `${server.url}/benchmarks/tsb-mini%401.1/instances/tally/mutants/chars-control-bytes-not-counted?submission=${focused}`,
    );
    const chosen = page.locator('[data-testid="submission-result"][data-chosen="true"]');
    await chosen.waitFor();
    const related = await chosen.getByTestId("related-test").allInnerTexts();
    expect(related.slice(0, 2).every((t) => t.includes("runs -m"))).toBe(true);
    // The 1.1 demo bundles carry per-test coverage: the basis says the tests that ran the
    // changed lines come first, then those passing the option the mutant breaks.
    expect(await chosen.getByTestId("related-basis").innerText()).toMatch(
      /executed the changed lines.*\(-m\)/s,
    );
  });

  it("says queued, not verifying 0%, for a submission whose verification has not started", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/?benchmark=tsb-mini&version=1.1`);
    const badge = page.locator(
      `[data-testid="leaderboard"] tr[data-submission="${focused}"] [data-verification]`,
    );
    // The demo bundles are queued when seeded, and no worker runs here.
    expect(await badge.getAttribute("data-verification")).toBe("queued");
    expect(await badge.innerText()).toBe("queued");
  });

  it("exports raw figures with the benchmark version, submission ids and URLs, named by version", async () => {
    await page.setViewportSize(DESKTOP);
    const download = async (at: string, format: "csv" | "json") => {
      await page.goto(`${server.url}${at}`);
      await page.locator('[data-testid="leaderboard"]').waitFor();
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: format, exact: true }).click(),
      ]);
      return { name: file.suggestedFilename(), text: fs.readFileSync(await file.path(), "utf8") };
    };
    const old = await download("/?benchmark=tsb-mini&version=1.0", "csv");
    const latest = await download("/?benchmark=tsb-mini", "csv");
    expect(old.name).toBe("leaderboard-tsb-mini-1.0.csv");
    // Without a version, the latest one the demo seeds.
    expect(latest.name).toBe(`leaderboard-tsb-mini-${latestDemoVersion("tsb-mini")}.csv`);
    expect(old.text.startsWith("\uFEFF")).toBe(true);
    expect(old.text).not.toContain("–");
    const [header, first] = old.text.slice(1).split("\r\n");
    expect(header).toMatch(/^Benchmark,Benchmark version,Submission id,Rank,/);
    expect(header).toMatch(/,URL$/);
    expect(first).toMatch(new RegExp(`^tsb-mini,1\\.0,\\d+,.*,${server.url}/submissions/\\d+$`));

    const json = JSON.parse(
      (await download("/?benchmark=tsb-mini&version=1.1", "json")).text,
    ) as Record<string, unknown>[];
    const row = json.find((r) => r["Submission id"] === focused)!;
    expect(row).toMatchObject({
      Benchmark: "tsb-mini",
      "Benchmark version": "1.1",
      Verification: "queued",
      URL: `${server.url}/submissions/${focused}`,
    });
    for (const key of ["M (%)", "V (%)", "M 95% CI low (%)", "M 95% CI high (%)", "Rank"])
      expect(typeof row[key]).toBe("number");
    expect(row["Instances submitted"]).toBe(row["Instances in benchmark"]);
  });

  it("fits a phone: the instance page with its picker, the leaderboard's M, one row of links, /docs/api", async () => {
    await page.setViewportSize(PHONE);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto(
      `${server.url}/benchmarks/tsb-mini%401.1/instances/tally?submission=${focused}`,
    );
    await page.locator('select[name="submission"]').waitFor();
    expect(await width()).toBeLessThanOrEqual(PHONE.width);

    await page.goto(`${server.url}/?benchmark=tsb-mini&version=1.1`);
    const row = page.locator(`[data-testid="leaderboard"] tr[data-submission="${focused}"]`);
    const m = (await row.locator('td[data-column="mutationScore"]').boundingBox())!;
    expect(m.x + m.width).toBeLessThanOrEqual(PHONE.width);
    // The agent folds into the model's cell, so rows of one model stay told apart.
    expect(await row.getByTestId("model-detail").innerText()).toContain("focused brief");
    const links = await page
      .locator('nav[aria-label="Main"] a')
      .evaluateAll((as) => as.slice(1).map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(links).size).toBe(1);
    // What the headers' tooltips say, readable without hovering.
    await page.getByText("What the columns mean").click();
    expect(await page.getByTestId("column-meanings").innerText()).toContain(
      "Mutation score: share of mutants killed by valid tests",
    );

    await page.goto(`${server.url}/docs/api`);
    await page.locator("h1").first().waitFor();
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);
  });

  it("points the header's Instances link at the benchmark the page is about", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/?benchmark=tsb-mini&version=1.0`);
    await page.locator('[data-testid="leaderboard"]').waitFor();
    const instances = page.locator('nav[aria-label="Main"] a', { hasText: "Instances" });
    // The leaderboard's query is read once the page hydrates: wait for it rather than race it.
    await expect
      .poll(() => instances.getAttribute("href"))
      .toBe("/benchmarks/tsb-mini%401.0/instances");
    // A page whose path names the benchmark has the right link as the server sends it.
    const response = await page.request.get(`${server.url}/benchmarks/testsuitebench/instances`);
    expect(await response.text()).toMatch(
      /<a[^>]*href="\/benchmarks\/testsuitebench\/instances"[^>]*>Instances<\/a>/,
    );
    await page.goto(`${server.url}/benchmarks/testsuitebench/instances`);
    await page.locator("h1").first().waitFor();
    expect(await instances.getAttribute("href")).toBe("/benchmarks/testsuitebench/instances");
  });

  it("draws the charts from the rows the table shows, with every point inside its axes", async () => {
    await page.setViewportSize(DESKTOP);
    for (const benchmark of ["tsb-mini", "testsuitebench"]) {
      await page.goto(`${server.url}/?benchmark=${benchmark}`);
      const figures = page.locator('figure[aria-label$="against mutation score"]');
      await figures.first().locator("[data-point]").first().waitFor();
      const outside = await figures.evaluateAll((figs) =>
        figs.flatMap((fig) => {
          // A chart without data (tsb-mini reports no cost) draws no axes.
          const gridElement = fig.querySelector(".recharts-cartesian-grid");
          if (!gridElement) return [];
          const grid = gridElement.getBoundingClientRect();
          return (
            [...fig.querySelectorAll("[data-point]")]
              .map((p) => p.getBoundingClientRect())
              // A mark whose centre is nearer an axis's end than its radius is cut off there.
              .filter(
                (p) =>
                  p.left < grid.left ||
                  p.right > grid.right ||
                  p.top + p.height / 2 < grid.top ||
                  p.top + p.height / 2 > grid.bottom,
              ).length
          );
        }),
      );
      expect(outside.length).toBeGreaterThan(0);
      expect(outside.every((n) => n === 0)).toBe(true);
    }
    await page.goto(`${server.url}/?benchmark=testsuitebench`);
    const points = page.locator('figure[aria-label^="Cost per instance"] [data-point]');
    await points.first().waitFor();
    const before = await points.count();
    await page.getByLabel("Filter").fill("Gemini");
    const shown = await page
      .locator('[data-testid="leaderboard"] tbody tr[data-submission]')
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-submission")));
    await expect.poll(() => points.count()).toBeLessThan(before);
    const drawn = await points.evaluateAll((ps) => ps.map((p) => p.getAttribute("data-point")));
    expect(drawn.every((id) => shown.includes(id))).toBe(true);
  });

  it("leaves out columns that are empty for the benchmark shown", async () => {
    await page.setViewportSize(DESKTOP);
    const headers = async (at: string, table: string) => {
      await page.goto(`${server.url}${at}`);
      await page.locator(`[data-testid="${table}"]`).waitFor();
      return page
        .locator(`[data-testid="${table}"] th[data-column]`)
        .evaluateAll((ths) => ths.map((th) => th.getAttribute("data-column")));
    };
    const mini = await headers("/?benchmark=tsb-mini&version=1.1", "leaderboard");
    expect(mini).toContain("mutationScore");
    expect(mini).not.toContain("referencePassRate");
    // Cost is known for one row only, the baseline agent's ($0: it uses no model), and shown.
    expect(mini).toContain("costUsd");
    // Hidden because empty, not by the user: the URL stays as it was.
    expect(new URL(page.url()).searchParams.get("hide")).toBeNull();
    const catalog = await headers("/?benchmark=testsuitebench", "leaderboard");
    expect(catalog).toContain("costUsd");
    expect(catalog).not.toContain("mutationScoreCi");
    // The paper's rows have no re-run: a Verification column there would be blank throughout.
    expect(catalog).not.toContain("verification");
    const instances = await headers("/benchmarks/testsuitebench/instances", "instance-catalog");
    expect(instances).toContain("mutantCount");
    for (const empty of ["language", "meanMutationScore", "submissionCount"])
      expect(instances).not.toContain(empty);
    expect(await page.locator("main").innerText()).toContain("no per-instance mean M");
  });

  it("shows the benchmark's reference suite labelled and unranked, and counts it in no mean or kill share", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/?benchmark=tsb-mini&version=1.1`);
    const reference = page.locator('[data-testid="leaderboard"] tbody tr', {
      has: page.locator('[data-testid="reference-suite-badge"]'),
    });
    expect(await reference.count()).toBe(1);
    expect(await reference.locator('td[data-column="rank"]').innerText()).toBe("ref");
    const ranks = await page
      .locator('[data-testid="leaderboard"] tbody td[data-column="rank"]')
      .allInnerTexts();
    // The agents rank among themselves, from 1.
    expect(ranks.filter((r) => r !== "ref").some((r) => r.startsWith("1"))).toBe(true);
    expect(await page.locator("[data-rank-note]").innerText()).toContain(
      "ref: the benchmark's own reference suite",
    );

    await page.goto(`${server.url}/benchmarks/tsb-mini%401.1/instances/tally`);
    const header = await page.locator("main p").filter({ hasText: "mean M" }).innerText();
    const agents = /mean M \d+\.\d% over (\d+) agent suites \(the benchmark's reference suite/.exec(
      header,
    )?.[1];
    // The agents' suites of the demo (focused, terse, thorough, the baseline agent), not the
    // reference suite.
    expect(Number(agents)).toBeGreaterThanOrEqual(3);
    const table = page.locator('[data-testid="mutant-table"]');
    for (const share of await table.locator("tbody tr td:nth-child(3)").allInnerTexts())
      expect(share).toMatch(new RegExp(`\\(\\d+\\/${agents}\\)$`));
    expect(await table.locator('td[data-column="reference-status"]').first().innerText()).toBe(
      "killed",
    );
    // The kill matrix opens on an agent's suite, not on the reference suite.
    expect(
      await page.locator('select[name="submission"] option:checked').innerText(),
    ).not.toContain("reference suite");
    await shot("reference-suite-instance");

    await page.goto(
      `${server.url}/benchmarks/tsb-mini%401.1/instances/tally/mutants/chars-control-bytes-not-counted`,
    );
    const main = await page.locator("main").innerText();
    expect(main).toMatch(
      new RegExp(
        `Detected by \\d+ of ${agents} agent suites that ran the instance; the benchmark's reference suite: killed`,
      ),
    );
    expect(await page.locator('[data-testid="submission-result"]').last().innerText()).toContain(
      "reference suite",
    );
  });

  it("names every chart point on a phone, by a label beside it or by its number in the key", async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/?benchmark=tsb-mini&version=1.1`);
    const chart = page.locator("figure", { has: page.locator('[data-testid="point-labels"]') });
    await expect
      .poll(() => chart.locator('[data-testid="point-labels"] text').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const points = await chart.first().locator("a[data-point]").count();
    const labels = await chart
      .first()
      .locator('[data-testid="point-labels"] text')
      .allTextContents();
    const key = await chart.first().locator('[data-testid="chart-key"] li').allInnerTexts();
    expect(key).toHaveLength(points);
    // Each point is named once: its label, or its number pointing into the key.
    const named = labels.flatMap((l) => (/^[\d,]+$/.test(l) ? l.split(",") : [l]));
    expect(named).toHaveLength(points);
    for (const label of labels.filter((l) => !/^[\d,]+$/.test(l)))
      expect(label.includes("…") || key.some((k) => k.endsWith(label))).toBe(true);
    await shot("charts-390");
  });
});
