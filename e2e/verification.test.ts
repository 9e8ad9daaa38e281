/**
 * Verification as a reader sees it: a queued job shows "queued" and a run under way "verifying
 * n%" on the leaderboard, with live progress on the submission page; a disputed submission shows its badge, the facet in the
 * URL finds it, and its disagreements link to the mutant's page. The demo bundles are queued
 * when seeded; the test plays the worker's part through the queue's own functions (a real
 * worker's runs take minutes; the worker itself is tested in cli/worker/).
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openDb, type Db } from "@/db/index";
import { decideJob } from "@/db/verification/jobs";
import { completeTask, leaseTask } from "@/db/verification/lease";
import {
  browserMissing,
  ensureBuild,
  launchBrowser,
  seedDemoDb,
  startServer,
  type Server,
} from "./harness";

const missing = browserMissing();
if (missing) console.warn(`e2e/verification.test.ts: ${missing}`);

describe.skipIf(missing !== null)("verification on the site, in chromium", () => {
  let server: Server;
  let seeded: { file: string; cleanup: () => void };
  let db: Db;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let page: Page;
  let job: { id: number; submissionId: number; total: number };
  /** The leaderboard that lists the job's submission: its own benchmark version, not the latest. */
  let board: string;

  beforeAll(async () => {
    await ensureBuild();
    seeded = seedDemoDb();
    db = openDb(seeded.file);
    migrate(db);
    // The oldest job: the one a worker leases from first.
    job = db.$client
      .prepare(
        `SELECT j.id, j.submission_id AS submissionId, j.runs_total AS total FROM verification_jobs j
         ORDER BY j.id LIMIT 1`,
      )
      .get() as typeof job;
    const benchmark = db.$client
      .prepare(
        `SELECT b.name, b.version FROM submissions s JOIN benchmarks b ON b.id = s.benchmark_id
         WHERE s.id = ?`,
      )
      .get(job.submissionId) as { name: string; version: string };
    board = `/?benchmark=${benchmark.name}&version=${benchmark.version}`;
    server = await startServer(seeded.file);
    browser = await launchBrowser();
    context = browser.context;
    page = await context.newPage();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    db?.$client.close();
    seeded?.cleanup();
  });

  /** Finishes `n` of the job's runs, as a worker records them. */
  function finishRuns(n: number): void {
    for (let i = 0; i < n; i++) {
      const task = leaseTask(db, "e2e-worker", 60_000);
      if (!task) throw new Error("no task to lease");
      completeTask(db, task, {
        exitCode: 0,
        timedOut: false,
        durationSec: 1,
        junit: null,
        log: "",
      });
    }
  }

  it("shows a queued submission as queued on the leaderboard, then verifying once runs are done, and live on its page", async () => {
    await page.goto(`${server.url}${board}`);
    const badge = page.locator(
      `[data-testid="leaderboard"] tr[data-submission="${job.submissionId}"] [data-verification]`,
    );
    await expect.poll(() => badge.innerText()).toBe("queued");

    await page.goto(`${server.url}/submissions/${job.submissionId}`);
    const progress = page.locator("[data-verification-progress]");
    await expect.poll(() => progress.innerText()).toContain(`0 / ${job.total} runs`);
    finishRuns(10);
    // No reload: the page's event stream carries the worker's progress.
    await expect
      .poll(() => progress.innerText(), { timeout: 10_000 })
      .toContain(`10 / ${job.total} runs`);
    await page.goto(`${server.url}${board}`);
    await expect.poll(() => badge.innerText()).toBe(`verifying ${Math.floor(1000 / job.total)}%`);
  });

  it("finds a disputed submission by the facet and links its disagreements to mutant pages", async () => {
    const mutant = db.$client
      .prepare(
        `SELECT i.slug AS instance, m.slug AS mutant, r.status FROM mutant_results r
         JOIN mutants m ON m.id = r.mutant_id JOIN instances i ON i.id = r.instance_id
         WHERE r.submission_id = ? AND r.status = 'survived' LIMIT 1`,
      )
      .get(job.submissionId) as { instance: string; mutant: string; status: "survived" };
    db.$client
      .transaction(() =>
        decideJob(db, job.id, "disputed", {
          source: "worker",
          warnings: [],
          comparison: {
            decision: "disputed",
            mutantsCompared: 100,
            mutantsAgreeing: 99,
            deltaM: 1.2,
            deltaV: 0,
            claimed: { mutationScore: 0.5, validityRate: 0.9 },
            rerun: { mutationScore: 0.512, validityRate: 0.9 },
            disagreements: [
              {
                instance: mutant.instance,
                mutant: mutant.mutant,
                claimed: mutant.status,
                rerun: "killed",
                tests: [
                  {
                    id: "test_x.test_y",
                    claimed: { failed: false },
                    rerun: { failed: true, message: "assert 1 == 2" },
                  },
                ],
              },
            ],
            verdictChanges: [],
          },
        }),
      )
      .immediate();

    await page.goto(`${server.url}${board}&verification=disputed`);
    const rows = page.locator('[data-testid="leaderboard"] tbody tr[data-submission]');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute("data-submission")).toBe(String(job.submissionId));

    await page.goto(`${server.url}/submissions/${job.submissionId}`);
    await expect.poll(() => page.locator("h1 [data-verification]").innerText()).toBe("disputed");
    const table = page.getByRole("table", { name: "Disagreements" });
    await expect.poll(() => table.innerText()).toContain("assert 1 == 2");
    await table.getByRole("link", { name: `${mutant.instance}/${mutant.mutant}` }).click();
    // The mutant of the submission's own version, with the submission's result first.
    await page.waitForURL(
      (url) =>
        url.pathname.endsWith(`/instances/${mutant.instance}/mutants/${mutant.mutant}`) &&
        url.searchParams.get("submission") === String(job.submissionId),
    );
  });
});
