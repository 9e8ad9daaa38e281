import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tsbInProcess } from "./testing/tsb-cli.ts";

/** What a hostile or compromised site might answer: terminal escapes in every text it sends. */
const EVIL = "\x1b]0;pwned\x07\x1b[2J\x1b[31mred\x9b1m\r\x00";
let answer: { status: number; body: unknown };
let server: http.Server;
let url: string;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "tsb-submit-test-"));
  await writeFile(path.join(root, "bundle.zip"), "not really a zip; the server decides");
  server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await rm(root, { recursive: true, force: true });
});

const submit = () =>
  tsbInProcess(["submit", path.join(root, "bundle.zip"), "--url", url, "--token", "t"]);

const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

describe("tsb submit prints nothing a terminal would act on", () => {
  it("in a 422's problems", async () => {
    answer = { status: 422, body: { problems: [{ file: `a${EVIL}.xml`, message: `bad${EVIL}` }] } };
    const { code, stderr } = await submit();
    expect(code).toBe(1);
    expect(stderr).toBe("tsb: ared.xml: badred\n");
  });

  it("in another status's error", async () => {
    answer = { status: 503, body: { error: `busy${EVIL}` } };
    const { code, stderr } = await submit();
    expect(code).toBe(1);
    expect(stderr).toMatch(/answered 503: busyred\n$/);
    expect(stderr).not.toMatch(CONTROL);
  });

  it("in a stored submission's page", async () => {
    answer = { status: 201, body: { id: 7, url: `/submissions/7${EVIL}` } };
    const { code, stdout } = await submit();
    expect(code).toBe(0);
    expect(stdout).not.toMatch(CONTROL);
    expect(stdout).toContain("/submissions/7");
  });
});
