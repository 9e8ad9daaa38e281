import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
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
import { ingest } from "./probe-bundle";
import { trajectoryBundle } from "./probe-trajectory";

const missing = browserMissing();
if (missing) console.warn(`e2e/trajectories.test.ts: ${missing}`);

const LONG = 3_000;

describe.skipIf(missing !== null)(
  "trajectories, Table 3 and Figures 10 and 11, in chromium",
  () => {
    let server: Server;
    let dir: string;
    let browser: Awaited<ReturnType<typeof launchBrowser>>;
    let context: BrowserContext;
    let page: Page;
    let probe: number;
    let baseline: number;
    let baseline11: number;
    let opus: number;
    let thorough: number;
    const trajectory: Record<string, number> = {};
    const cleanups: (() => void)[] = [];

    beforeAll(async () => {
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      await ensureBuild();
      const demo = seedDemoDb();
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "tsb-e2e-traj-"));
      const file = path.join(dir, "tsb.sqlite");
      fs.copyFileSync(demo.file, file);
      demo.cleanup();
      const bundle = trajectoryBundle(LONG);
      cleanups.push(bundle.cleanup);
      probe = ingest(bundle.dir, file);
      const db = new Database(file, { readonly: true });
      const idOf = (model: string, version: string) =>
        (
          db
            .prepare(
              "SELECT s.id FROM submissions s JOIN benchmarks b ON b.id = s.benchmark_id WHERE s.model = ? AND b.version = ?",
            )
            .get(model, version) as { id: number }
        ).id;
      baseline = idOf("none (scripted baseline, no model)", "1.0");
      baseline11 = idOf("none (scripted baseline, no model)", "1.1");
      thorough = (
        db
          .prepare(
            "SELECT id FROM submissions WHERE agent = 'coding-agent session, thorough brief' ORDER BY id",
          )
          .get() as { id: number }
      ).id;
      opus = (
        db
          .prepare(
            "SELECT id FROM submissions WHERE model = 'Claude Opus 5' AND citation = 'Table 2'",
          )
          .get() as { id: number }
      ).id;
      for (const row of db
        .prepare(
          "SELECT t.id, i.slug FROM trajectories t JOIN instances i ON i.id = t.instance_id WHERE t.submission_id = ?",
        )
        .all(probe) as Array<{ id: number; slug: string }>)
        trajectory[row.slug] = row.id;
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

    it("shows a submission's Table 3, Figure 11 and trajectories, and its review flags' steps", async () => {
      await page.goto(`${server.url}/submissions/${probe}`);
      const section = page.getByTestId("trajectories");
      expect(await section.getByTestId("table-3-counts").innerText()).toMatch(
        /of the 4 instances with a readable trajectory, the agent tried to write an executable in 1 and to make mutants in 1, beside M 10\.6%/,
      );
      expect(await section.getByTestId("tool-use-table").locator("tbody tr").count()).toBe(10);
      expect(await section.getByTestId("trajectory-table").locator("tbody tr").count()).toBe(4);
      const review = page.getByTestId("trajectory-review");
      expect(await review.innerText()).toMatch(/^2 steps of the agents' trajectories/);
      const link = page.getByRole("link", {
        name: /instances\/tally\/trajectory\/trajectory\.json step 4/,
      });
      expect(await link.getAttribute("href")).toBe(
        `/submissions/${probe}/trajectories/${trajectory.tally}?step=4#step-4`,
      );
      // A demo bundle written by an agent whose log was not kept says it has none.
      await page.goto(`${server.url}/submissions/${thorough}`);
      expect(await page.getByTestId("no-trajectories").innerText()).toMatch(
        /carries no trajectory of the agent/,
      );
    });

    it("walks a trajectory step by step: findings marked, suite writes linked, search and filters in the URL", async () => {
      const base = `${server.url}/submissions/${probe}/trajectories/${trajectory.tally}`;
      await page.goto(base);
      const findings = page.getByTestId("findings");
      expect(await findings.locator('[data-finding="Wrote an executable"]').innerText()).toMatch(
        /yes, at step 2: writes a file named after the program under test\s+tally\.py/,
      );
      expect(await findings.locator('[data-finding="Made mutants"]').innerText()).toMatch(/step 3/);
      expect(await page.getByTestId("trajectory-flags").locator("li").count()).toBe(2);
      const steps = page.getByTestId("steps").locator("li[data-step]");
      expect(await steps.count()).toBe(8);
      expect(await page.locator('#step-2 [data-mark="executable"]').count()).toBe(1);
      expect(await page.locator('#step-5 [data-mark="review"]').innerText()).toMatch(/curl/);
      // The step that wrote conftest.py links to the suite file, shown below with its writer.
      await page.locator("#step-6").getByRole("link", { name: "conftest.py" }).click();
      expect(page.url()).toMatch(/#suite-file-conftest\.py$/);
      expect(await page.locator('[data-suite-file="conftest.py"] summary').innerText()).toMatch(
        /written at step 6/,
      );

      await page.getByRole("searchbox").fill("CURL");
      await page.getByRole("button", { name: "Apply" }).click();
      await page.waitForURL(/q=CURL/);
      expect(await page.getByTestId("step-count").innerText()).toBe("1 of 8 steps match");
      expect(await steps.first().getAttribute("data-step")).toBe("5");

      await page.goto(`${base}?show=write`);
      const kinds = await steps.evaluateAll((els) => els.map((e) => e.getAttribute("data-kind")));
      expect(kinds).toEqual(["w", "w", "w"]);
      await page.goto(`${base}?marked=1`);
      expect(await steps.evaluateAll((els) => els.map((e) => e.getAttribute("data-step")))).toEqual(
        ["2", "3", "4", "5", "6"],
      );
    });

    it(`pages through a ${LONG}-step trajectory and opens the page of a step`, async () => {
      const base = `${server.url}/submissions/${probe}/trajectories/${trajectory.calc}`;
      await page.goto(base);
      expect(await page.getByTestId("step-count").innerText()).toBe(`${LONG} steps · page 1 of 30`);
      expect(await page.getByTestId("steps").locator("li[data-step]").count()).toBe(100);
      expect(await page.getByTestId("overview").locator("a").count()).toBe(120);
      // A long output shows its first 1,200 characters until it is opened.
      const spec = page.locator("#step-3");
      await spec.locator("summary", { hasText: "output" }).click();
      await spec.getByTestId("show-whole").click();
      await page.waitForURL(/open=3/);
      expect(await page.locator("#step-3").getByTestId("show-whole").count()).toBe(0);
      expect(await page.locator("#step-3 pre").last().innerText()).toMatch(
        /cut \(first 4096 of \d+ characters\)/,
      );
      await page.goto(`${base}?step=2507#step-2507`);
      expect(await page.getByTestId("step-count").innerText()).toMatch(/page 26 of 30/);
      expect(await page.locator("#step-2507").isVisible()).toBe(true);
      await page.getByRole("link", { name: "next →" }).first().click();
      await page.waitForURL(/page=27/);
      expect(
        await page.getByTestId("steps").locator("li[data-step]").first().getAttribute("data-step"),
      ).toBe("2600");
    });

    it("links the trajectory from the instance page of the submission, at its own version", async () => {
      await page.goto(`${server.url}/benchmarks/tsb-mini@1.0/instances/tally?submission=${probe}`);
      const link = page.getByTestId("instance-trajectories").getByRole("link");
      expect(await link.innerText()).toBe("the trajectory, 6 steps");
      await link.click();
      await page.waitForURL(new RegExp(`/submissions/${probe}/trajectories/${trajectory.tally}$`));
      const back = page.getByRole("link", { name: "tally on tsb-mini@1.0" });
      expect(await back.getAttribute("href")).toBe(
        `/benchmarks/tsb-mini%401.0/instances/tally?submission=${probe}`,
      );
    });

    it("draws Figure 10, Table 3 and Figure 11 for one version's chosen submissions only", async () => {
      await page.goto(
        `${server.url}/benchmarks/tsb-mini@1.0/figures?s=${baseline},${probe},${baseline11}`,
      );
      expect(await page.getByTestId("legend").locator("li").count()).toBe(2);
      expect(await page.getByTestId("ignored-ids").innerText()).toMatch(
        new RegExp(`Left out: ${baseline11} \\(not a scored submission of tsb-mini@1.0\\)`),
      );
      for (const panel of [
        "referencePassRate",
        "validityRate",
        "mutationScore",
        "costUsd",
        "durationSec",
        "steps",
      ])
        expect(await page.locator(`[data-panel="${panel}"]`).count()).toBe(1);
      // The charts load after the page; their lines are drawn once they do.
      await page
        .locator('[data-panel="steps"] path.recharts-line-curve')
        .first()
        .waitFor({ state: "attached" });
      expect(await page.locator('[data-panel="steps"] tbody tr').first().innerText()).toMatch(
        /\b4\s+7\s+7$/,
      );
      const table3 = page.getByTestId("table-3");
      expect(await table3.locator(`[data-submission="${probe}"]`).innerText()).toMatch(
        /4 \/ 4\s+1\s+1\s+10\.6/,
      );
      expect(await table3.locator(`[data-submission="${baseline}"]`).innerText()).toMatch(
        /4 \/ 4\s+0\s+0\s+10\.6/,
      );
      expect(await page.locator("[data-tool-use]").count()).toBe(2);
      await page.screenshot({ path: path.join(SCREENSHOTS, "figures.png"), fullPage: true });

      await page.goto(`${server.url}/benchmarks/testsuitebench@1.0/figures`);
      const reported = page.getByTestId("reported-table-3");
      expect(await reported.locator("tbody tr").count()).toBe(4);
      expect(await reported.locator("tbody tr").first().innerText()).toMatch(
        /^Opus .*reported\s+149\s+33\s+55\.5$/,
      );
      await page.goto(`${server.url}/submissions/${opus}`);
      expect(await page.getByTestId("reported-table-3").innerText()).toMatch(
        /Table 3 \(reported, as “Opus”\): an attempt to write an executable in 149 of 165 instances.? trajectories, to make mutants in 33/,
      );
    });

    it("reads on a phone: no sideways scroll in the viewer or the figures", async () => {
      const phone = await context.newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      for (const url of [
        `/submissions/${probe}/trajectories/${trajectory.tally}`,
        `/submissions/${probe}/trajectories/${trajectory.calc}?step=40`,
        `/benchmarks/tsb-mini@1.0/figures`,
      ]) {
        await phone.goto(`${server.url}${url}`);
        const width = await phone.evaluate(() => document.documentElement.scrollWidth);
        expect(width, url).toBeLessThanOrEqual(390);
      }
      await phone.goto(
        `${server.url}/submissions/${probe}/trajectories/${trajectory.tally}#step-5`,
      );
      await phone.screenshot({ path: path.join(SCREENSHOTS, "trajectory-phone.png") });
      await phone.close();
    });
  },
);
