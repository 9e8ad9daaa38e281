/**
 * Upload through the page and through `tsb submit`, against `next start` with upload tokens set:
 * the bundle is checked, its metadata shown, stored on confirmation and then on the leaderboard.
 * Also checks the security headers and that the pages run under the CSP without violations.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeZip } from "@/evaluator/bundle/testing/archives";
import { DEMO_BUNDLE, demoEntries, demoSubmission, demoTarGz } from "@/lib/upload/testing/bundles";
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

const run = promisify(execFile);
const missing = browserMissing();
const TOKEN = "e2e-upload-token-0123456789";

describe.skipIf(missing !== null)("upload, in chromium", () => {
  let server: Server;
  let db: { file: string; cleanup: () => void };
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  const cspViolations: string[] = [];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "tsb-e2e-upload-"));

  beforeAll(async () => {
    await ensureBuild();
    db = seedDemoDb();
    process.env.TSB_UPLOAD_TOKENS = `e2e:${TOKEN}`;
    server = await startServer(db.file);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) cspViolations.push(m.text());
    });
  }, 600_000);

  afterAll(async () => {
    delete process.env.TSB_UPLOAD_TOKENS;
    await browser?.close();
    await server?.stop();
    db?.cleanup();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("sends the security headers on pages and API", async () => {
    for (const at of ["/", "/upload", "/api/submissions"]) {
      const res = await fetch(`${server.url}${at}`);
      expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("checks a bundle, shows its metadata, stores it on confirmation and lists it", async () => {
    const file = path.join(work, "browser-upload.tar.gz");
    fs.writeFileSync(file, await demoTarGz("browser-upload-model"));
    await page.goto(`${server.url}/upload`);
    await page.getByLabel("Result bundle").setInputFiles(file);
    await page.getByLabel("Upload token").fill(TOKEN);
    await page.getByRole("button", { name: "Check bundle" }).click();
    await page.getByText("The bundle is valid").waitFor({ timeout: 60_000 });
    expect(await page.locator("dd").allInnerTexts()).toContain("browser-upload-model");
    await page.screenshot({ path: path.join(SCREENSHOTS, "upload-confirm.png"), fullPage: true });
    await page.getByRole("button", { name: "Store submission" }).click();
    const link = page.getByRole("link", { name: /submission #\d+/ });
    await link.waitFor({ timeout: 60_000 });
    await link.click();
    await page.waitForURL(/\/submissions\/\d+$/);
    await page.goto(`${server.url}/?benchmark=tsb-mini&version=1.0`);
    await page.locator('[data-testid="leaderboard"]').waitFor();
    expect(await page.locator('[data-testid="leaderboard"]').innerText()).toContain(
      "browser-upload-model",
    );
    expect(cspViolations).toEqual([]);
  });

  it("shows a model name made to inject script as text, running nothing", async () => {
    const name = `<img src=x onerror="window.__injected=1"><script>window.__injected=2</script>`;
    const res = await fetch(`${server.url}/api/submissions`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}` },
      body: new Uint8Array(await demoTarGz(name)),
    });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    for (const at of [url, "/?benchmark=tsb-mini&version=1.0"]) {
      await page.goto(`${server.url}${at}`);
      await page.getByText(name).first().waitFor();
      expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBe(
        undefined,
      );
    }
  });

  it("lists each problem of a broken bundle with its file", async () => {
    const file = path.join(work, "broken.tar.gz");
    fs.writeFileSync(
      file,
      await demoTarGz("broken", (e) => e.filter((x) => x.name !== "submission.json")),
    );
    await page.goto(`${server.url}/upload`);
    await page.getByLabel("Result bundle").setInputFiles(file);
    await page.getByLabel("Upload token").fill(TOKEN);
    await page.getByRole("button", { name: "Check bundle" }).click();
    const alert = page.locator("section[role=alert]");
    await alert.waitFor({ timeout: 60_000 });
    expect(await alert.innerText()).toMatch(/submission\.json.*missing/s);
    await page.screenshot({ path: path.join(SCREENSHOTS, "upload-problems.png"), fullPage: true });
  });

  it("tsb submit: stores a folder (201), then says it is already stored (409), and lists problems (422)", async () => {
    const folder = path.join(work, "cli-bundle");
    fs.cpSync(DEMO_BUNDLE, folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "submission.json"), demoSubmission({ model: "cli-model" }));
    const tsb = (args: string[]) =>
      run(process.execPath, [path.join(ROOT, "bin/tsb.mjs"), "submit", ...args], {
        cwd: ROOT,
      }).then(
        (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    const args = [folder, "--url", server.url, "--token", TOKEN];
    const first = await tsb(args);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/\/submissions\/\d+/);
    const again = await tsb(args);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/already stored as #\d+/);
    fs.writeFileSync(
      path.join(folder, "submission.json"),
      demoSubmission({ model: "cli-model-2", schemaVersion: 2 }),
    );
    const refused = await tsb(args);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/submission\.json: .*unsupported version 2/);
    const wrong = await tsb([folder, "--url", server.url, "--token", "not-the-token-0123456789"]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/403/);
  });

  it("recognises the same files zipped again at /upload and as a folder by tsb submit, naming the stored submission", async () => {
    const entries = demoEntries().map((e) =>
      e.name === "submission.json"
        ? { ...e, data: demoSubmission({ model: "repacked-model" }) }
        : e,
    );
    const first = await fetch(`${server.url}/api/submissions`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "x-filename": "first.tar.gz" },
      body: new Uint8Array(await demoTarGz("repacked-model")),
    });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };

    const zipped = path.join(work, "repacked.zip");
    writeZip(zipped, entries);
    await page.goto(`${server.url}/upload`);
    await page.getByLabel("Result bundle").setInputFiles(zipped);
    await page.getByLabel("Upload token").fill(TOKEN);
    await page.getByRole("button", { name: "Check bundle" }).click();
    const status = page.locator("p[role=status]");
    await status.waitFor({ timeout: 60_000 });
    expect(await status.innerText()).toMatch(new RegExp(`already stored as submission #${id}`));
    expect(await status.getByRole("link").getAttribute("href")).toBe(`/submissions/${id}`);

    const folder = path.join(work, "repacked-folder");
    for (const e of entries) {
      fs.mkdirSync(path.dirname(path.join(folder, e.name)), { recursive: true });
      fs.writeFileSync(path.join(folder, e.name), e.data ?? "");
    }
    const submitted = await run(process.execPath, [
      path.join(ROOT, "bin/tsb.mjs"),
      "submit",
      folder,
      "--url",
      server.url,
      "--token",
      TOKEN,
    ]);
    expect(submitted.stdout).toContain(`already stored as #${id}: ${server.url}/submissions/${id}`);

    await page.goto(`${server.url}/?benchmark=tsb-mini&version=1.0&q=repacked-model`);
    await page.locator('[data-testid="leaderboard"]').waitFor();
    expect(
      await page.locator('[data-testid="leaderboard"] tbody tr[data-submission]').count(),
    ).toBe(1);
  });
});
