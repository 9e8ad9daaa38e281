/**
 * Rendered specs, the docs pages, and a layout that fits, at 1280 px (the narrowest desktop
 * width the site is laid out for) on the README's demo data.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserMissing,
  ensureBuild,
  launchBrowser,
  ROOT,
  SCREENSHOTS,
  seedDemoDb,
  startServer,
  type Server,
} from "./harness";

const missing = browserMissing();
if (missing) console.warn(`e2e/layout.test.ts: ${missing}`);

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.skipIf(missing !== null)("specs, docs and layout at 1280 px, in chromium", () => {
  let server: Server;
  let db: { file: string; cleanup: () => void };
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await ensureBuild();
    db = seedDemoDb();
    server = await startServer(db.file);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    db?.cleanup();
  });

  const shot = (name: string) =>
    page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });

  async function open(pathAndQuery: string, ready: string) {
    await page.goto(`${server.url}${pathAndQuery}`);
    await page.locator(ready).first().waitFor();
  }

  /** How far each matching element's content runs past its own box, in pixels. */
  const overflowOf = (selector: string) =>
    page.$$eval(selector, (els) =>
      els.map((e) => ({ id: e.id || e.tagName, over: e.scrollWidth - e.clientWidth })),
    );

  /** The three tsb-mini 1.0 rows written by agents, from the leaderboard: id and agent. */
  async function demoAgents(): Promise<{ id: string; agent: string }[]> {
    await open("/?benchmark=tsb-mini&version=1.0", '[data-testid="leaderboard"]');
    const rows = page.locator('[data-testid="leaderboard"] tbody tr[data-submission]');
    const out: { id: string; agent: string }[] = [];
    for (const row of await rows.all()) {
      const agent = await row.locator('td[data-column="agent"]').innerText();
      if (agent.startsWith("coding-agent session"))
        out.push({ id: (await row.getAttribute("data-submission"))!, agent });
    }
    return out;
  }

  it("shows calc's spec with <strong> where the spec says **…**", async () => {
    const spec = fs.readFileSync(
      path.join(ROOT, "data/benchmarks/tsb-mini/instances/calc/spec.md"),
      "utf8",
    );
    const bold = [...spec.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1]!.replace(/`/g, ""));
    expect(bold.length).toBeGreaterThan(0);
    await open("/benchmarks/tsb-mini@1.1/instances/calc", "#spec");
    const section = page.locator('section[aria-labelledby="spec"]');
    const strong = (await section.locator("strong").allInnerTexts()).map((t) => t.trim());
    for (const b of bold) expect(strong).toContain(b);
    const text = await section.innerText();
    expect(text).not.toContain("**");
    expect(text).not.toContain("`");
    expect(await section.locator("code").count()).toBeGreaterThan(10);
    await shot("spec-calc");
  });

  it("shows the mutant's diff across the page above its spec section and target test, aligned side by side", async () => {
    await open("/benchmarks/tsb-mini@1.1/instances/calc", "#spec");
    const first = page.locator('a[href*="/mutants/"]').first();
    await first.click();
    await page.locator('[data-testid="spec-section"]').waitFor();
    const [section, diff, target] = await Promise.all(
      ["section", "diff", "target"].map(
        async (id) => (await page.locator(`section[aria-labelledby="${id}"]`).boundingBox())!,
      ),
    );
    expect(Math.round(section!.y)).toBe(Math.round(target!.y));
    expect(Math.round(section!.height)).toBe(Math.round(target!.height));
    expect(section!.x + section!.width).toBeLessThan(target!.x);
    expect(diff!.y + diff!.height).toBeLessThan(section!.y);
    expect(diff!.width).toBeGreaterThan(section!.width + target!.width);
    expect(await page.locator('[data-testid="spec-section"] mark').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="spec-section"]').innerText()).not.toContain("`");
    await shot("mutant-markdown");
  });

  it("serves the docs as pages, linked from the upload page, the About page and the footer", async () => {
    for (const [from, ready] of [
      ["/upload", "h1"],
      ["/about", "h1"],
    ] as const) {
      await open(from, ready);
      expect(await page.locator('main a[href="/docs/bundle-format"]').count()).toBeGreaterThan(0);
      expect(await page.locator('main a[href="/docs/api"]').count()).toBeGreaterThan(0);
      expect(await page.locator('footer a[href="/docs"]').count()).toBe(1);
    }
    await page.locator('main a[href="/docs/bundle-format"]').first().click();
    await page.waitForURL("**/docs/bundle-format");
    expect(await page.locator("h1").innerText()).toBe("Result bundle format, schema version 1");
    expect(await page.locator('[data-testid="doc"] table').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="doc"]').innerText()).not.toContain("```");
    // A link between docs leads to the other doc's page.
    await page.locator('[data-testid="doc"] a[href="/docs/scoring"]').first().click();
    await page.waitForURL("**/docs/scoring");
    expect(await page.locator("h1").innerText()).toBe("Scoring");
    await open("/docs", "h1");
    expect(await page.locator('main a[href^="/docs/"]').count()).toBeGreaterThanOrEqual(9);
    await shot("docs");
    expect((await fetch(`${server.url}/docs/no-such-doc`)).status).toBe(404);
    expect((await fetch(`${server.url}/docs/architecture`)).status).toBe(404);
  });

  it("cuts off no table at 1280 px: the leaderboard and a submission's per-instance table", async () => {
    for (const benchmark of ["tsb-mini&version=1.0", "tsb-mini", "testsuitebench"]) {
      await open(`/?benchmark=${benchmark}`, '[data-testid="leaderboard"]');
      const table = page.locator('[data-testid="leaderboard"]');
      const wrapper = table.locator("xpath=..");
      const [tableBox, wrapperBox] = [(await table.boundingBox())!, (await wrapper.boundingBox())!];
      expect(tableBox.x + tableBox.width, benchmark).toBeLessThanOrEqual(
        wrapperBox.x + wrapperBox.width + 0.5,
      );
      expect(await page.locator('th[data-column="date"]').isVisible()).toBe(true);
      await shot(`leaderboard-1280-${benchmark.replace(/\W+/g, "-")}`);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const [agent] = await demoAgents();
    await open(`/submissions/${agent!.id}`, '[data-testid="instances"]');
    const over = await overflowOf(
      '[data-testid="instances"], div:has(> [data-testid="instances"])',
    );
    expect(
      over.every((o) => o.over <= 0),
      JSON.stringify(over),
    ).toBe(true);
    await shot("submission-1280");
  });

  it("labels the three demo agents distinctly on /compare", async () => {
    const agents = await demoAgents();
    expect(agents).toHaveLength(3);
    const distinct = (texts: string[]) => new Set(texts.map((t) => t.trim())).size;
    // Ticked on the leaderboard, they are named apart before the compare page too.
    for (const a of agents)
      await page.locator(`tr[data-submission="${a.id}"] input[type="checkbox"]`).check();
    const ticked = await page.locator('[data-testid="compare-selection"] li').allInnerTexts();
    expect(ticked).toHaveLength(3);
    expect(distinct(ticked), ticked.join(" | ")).toBe(3);
    const boxes = await page.$$eval('[data-testid="leaderboard"] input[type="checkbox"]', (els) =>
      els.map((e) => e.getAttribute("aria-label")),
    );
    expect(new Set(boxes).size).toBe(boxes.length);
    await page.getByRole("link", { name: "Compare selected (3)" }).click();
    await page.locator('[data-testid="venn"]').waitFor();
    const venn = await page.locator('[data-testid="venn-set"]').allTextContents();
    const upset = await page.locator('[data-testid="upset-set"]').allTextContents();
    const alone = await page.locator("[data-alone]").allInnerTexts();
    for (const labels of [venn, upset, alone]) {
      expect(labels).toHaveLength(3);
      expect(distinct(labels), labels.join(" | ")).toBe(3);
    }
    // Each label says which brief it is.
    for (const brief of ["thorough", "terse", "focused"])
      expect(upset.filter((t) => t.includes(brief))).toHaveLength(1);
    await shot("compare-1280");
    // The chooser lists them apart too.
    await open("/compare", "form");
    const choices = await page
      .locator("form", { has: page.locator("h2", { hasText: "tsb-mini" }) })
      .first()
      .locator("label")
      .allInnerTexts();
    expect(distinct(choices)).toBe(choices.length);
  });

  it("draws no chart point label over another or over a point", async () => {
    for (const benchmark of ["tsb-mini&version=1.0", "testsuitebench"]) {
      await open(`/?benchmark=${benchmark}`, '[data-testid="leaderboard"]');
      await expect
        .poll(() => page.locator('[data-testid="point-labels"]').count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
      const labels = await page.$$eval('[data-testid="point-labels"] text', (els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height, text: e.textContent };
        }),
      );
      const points = await page.$$eval("svg a[data-point]", (els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
      expect(labels.length, benchmark).toBeGreaterThan(1);
      labels.forEach((a, i) => {
        for (const b of labels.slice(i + 1))
          expect(intersects(a, b), `${a.text} / ${b.text}`).toBe(false);
        for (const p of points) expect(intersects(a, p), `${a.text} over a point`).toBe(false);
      });
      await shot(`charts-1280-${benchmark.replace(/\W+/g, "-")}`);
    }
  });
});
