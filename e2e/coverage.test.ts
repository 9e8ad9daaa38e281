import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calcCoverageBundle, COVERAGE_BENCHMARK } from "@/db/testing/coverage-bundle";
import {
  browserMissing,
  ensureBuild,
  launchBrowser,
  SCREENSHOTS,
  startServer,
  type Server,
} from "./harness";
import { ingest } from "./probe-bundle";

const missing = browserMissing();
if (missing) console.warn(`e2e/coverage.test.ts: ${missing}`);

describe.skipIf(missing !== null)("why a mutant survived, in chromium", () => {
  let server: Server;
  let dir: string;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;
  let measured: number;
  let absent: number;
  let notReached: string;
  let reached: string;
  const cleanups: (() => void)[] = [];

  beforeAll(async () => {
    await ensureBuild();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "tsb-e2e-coverage-"));
    const file = path.join(dir, "tsb.sqlite");
    const a = calcCoverageBundle({ model: "Suite with coverage" });
    const b = calcCoverageBundle({ model: "Suite without coverage", coverage: false });
    cleanups.push(a.cleanup, b.cleanup);
    measured = ingest(a.dir, file, COVERAGE_BENCHMARK);
    absent = ingest(b.dir, file, COVERAGE_BENCHMARK);
    const db = new Database(file, { readonly: true });
    const slugOf = (reachedFlag: number) =>
      (
        db
          .prepare(
            `SELECT m.slug FROM mutant_reach r JOIN mutants m ON m.id = r.mutant_id
             JOIN mutant_results mr ON mr.mutant_id = r.mutant_id AND mr.submission_id = r.submission_id
             WHERE r.submission_id = ? AND r.reached = ? AND mr.status = 'survived' ORDER BY m.position LIMIT 1`,
          )
          .get(measured, reachedFlag) as { slug: string }
      ).slug;
    notReached = slugOf(0);
    reached = slugOf(1);
    db.close();
    server = await startServer(file);
    browser = await launchBrowser();
    context = browser.context;
    page = await context.newPage();
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    for (const c of cleanups) c();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const line = (submission: number) =>
    page.locator(
      `[data-testid="why-line"][data-submission="${submission}"] [data-testid="why-text"]`,
    );

  it("says first, for every submission, why the mutant survived", async () => {
    await page.goto(`${server.url}/benchmarks/tsb-mini@1.1/instances/calc/mutants/${notReached}`);
    await page.getByTestId("why-lines").waitFor();
    // The first lines come before the diff and every per-submission detail.
    const order = await page.evaluate(() => {
      const why = document.querySelector('[data-testid="why-lines"]')!;
      const diff = document.querySelector('[data-testid="mutant-diff"]')!;
      return why.compareDocumentPosition(diff) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    expect(await line(measured).innerText()).toMatch(
      /^Survived because no test reached it: none of the \d+ valid tests executed calc\.c lines? \d/,
    );
    expect(await line(absent).innerText()).toMatch(
      /Whether any reached calc\.c .* is unknown: The bundle carries no coverage for this instance/,
    );

    await page.goto(`${server.url}/benchmarks/tsb-mini@1.1/instances/calc/mutants/${reached}`);
    await page.getByTestId("why-lines").waitFor();
    expect(await line(measured).innerText()).toMatch(
      /^Survived although \d+ valid tests? executed calc\.c .*none of their assertions noticed the change/,
    );
    const block = page.locator(`[data-testid="submission-result"][data-submission="${measured}"]`);
    expect(await block.getByTestId("reaching-test").count()).toBeGreaterThan(0);
    expect(await block.getByTestId("ran-change").count()).toBeGreaterThan(0);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, "mutant-why-survived.png") });
  });

  it("shows a submission's reach and kill reasons, and its tests as killing, covering, not covering", async () => {
    await page.goto(`${server.url}/submissions/${measured}`);
    const spots = page.getByTestId("blind-spots");
    await spots.waitFor();
    expect(await spots.locator('[data-metric="not-reached"]').innerText()).toMatch(/^\d+(\.\d)?%$/);
    expect(await spots.locator('[data-metric="m-reached"]').innerText()).toMatch(/^\d+(\.\d)?%$/);
    expect(await spots.getByTestId("kill-reasons").innerText()).toMatch(
      /Kills by reason \(mutant × killing test\): \d+ by a failed assertion/,
    );
    await page.goto(`${server.url}/submissions/${absent}`);
    expect(await page.getByTestId("no-coverage").innerText()).toMatch(/unknown/);

    const suite = `${server.url}/benchmarks/tsb-mini@1.1/instances/calc?submission=${measured}`;
    await page.goto(suite);
    const roles = page.getByTestId("test-roles");
    await roles.locator("summary").click();
    expect(await roles.locator("summary").innerText()).toMatch(
      /Its \d+ tests: \d+ killing, \d+ covering .*, \d+ not covering/,
    );
    const states = async () =>
      page
        .locator("[data-testid=test-roles-table] tbody tr")
        .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-test-role")));
    const byRole = await states();
    expect(new Set(byRole)).toContain("killing");
    // The default order puts covering tests (ran the code, killed nothing) first.
    if (byRole.includes("covering")) expect(byRole[0]).toBe("covering");
    await page.goto(`${suite}&tests=id`);
    await page.getByTestId("test-roles").locator("summary").click();
    const ids = await page
      .locator("[data-testid=test-roles-table] tbody tr td:first-child")
      .allTextContents();
    expect(ids).toEqual([...ids].sort());
    await page.goto(`${server.url}/benchmarks/tsb-mini@1.1/instances/calc?submission=${absent}`);
    expect(await page.getByTestId("test-roles-unavailable").innerText()).toMatch(/not available/);
  });
});
