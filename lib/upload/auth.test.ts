import { afterEach, describe, expect, it } from "vitest";
import { authenticate, authenticateAdmin } from "./auth";
import { uploadConfig, defaultLimits } from "./config";
import { resetRateLimits, takeToken } from "./rate-limit";

const tokens = [
  { owner: "alice", token: "alice-token-0123456789" },
  { owner: "bob", token: "bob-token-0123456789" },
];

describe("authenticateAdmin", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const asking = (token?: string) =>
    new Request("http://site/", token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it("names the admin and hands on the configuration it read", () => {
    process.env.TSB_ADMIN_TOKENS = "root:admin-token-0123456789";
    process.env.TSB_QUEUE_LIMIT = "7";
    const auth = authenticateAdmin(asking("admin-token-0123456789"));
    expect(auth).toMatchObject({ ok: true, owner: "root", config: { queueLimit: 7 } });
    expect(authenticateAdmin(asking("bob-token-0123456789"))).toMatchObject({ status: 403 });
    expect(authenticateAdmin(asking())).toMatchObject({ status: 401 });
  });

  it("answers 503 while administration is off and 500 naming a malformed setting", () => {
    delete process.env.TSB_ADMIN_TOKENS;
    expect(authenticateAdmin(asking("admin-token-0123456789"))).toMatchObject({
      ok: false,
      status: 503,
      message: "administration is off: no TSB_ADMIN_TOKENS",
    });
    process.env.TSB_ADMIN_TOKENS = "root:admin-token-0123456789";
    process.env.TSB_QUEUE_LIMIT = "many";
    const broken = authenticateAdmin(asking("admin-token-0123456789"));
    expect(broken).toMatchObject({ ok: false, status: 500 });
    expect(!broken.ok && broken.message).toContain("TSB_QUEUE_LIMIT");
  });
});

describe("authenticate", () => {
  it("names the owner of a known bearer token", () => {
    expect(authenticate("Bearer bob-token-0123456789", tokens)).toMatchObject({
      ok: true,
      owner: "bob",
    });
  });
  it("answers 401 without a bearer token and 403 for an unknown one", () => {
    expect(authenticate(null, tokens)).toMatchObject({ ok: false, status: 401 });
    expect(authenticate("Basic abc", tokens)).toMatchObject({ ok: false, status: 401 });
    expect(authenticate("Bearer alice-token-012345678", tokens)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(authenticate("Bearer alice-token-0123456789x", tokens)).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});

describe("uploadConfig", () => {
  it("reads owner:token pairs and falls back to the default limits", () => {
    const config = uploadConfig({ TSB_UPLOAD_TOKENS: "a:aaaaaaaaaaaaaaaa, b:bbbbbbbbbbbbbbbb" });
    expect(config.uploadTokens).toEqual([
      { owner: "a", token: "aaaaaaaaaaaaaaaa" },
      { owner: "b", token: "bbbbbbbbbbbbbbbb" },
    ]);
    expect(config.limits).toEqual(defaultLimits);
    expect(uploadConfig({}).uploadTokens).toEqual([]);
  });
  it("refuses a malformed variable, naming it, rather than dropping the limit", () => {
    expect(() => uploadConfig({ TSB_MAX_BODY_BYTES: "10MB" })).toThrow(/TSB_MAX_BODY_BYTES/);
    expect(() => uploadConfig({ TSB_UPLOAD_TOKENS: "short:abc" })).toThrow(/16\+ characters/);
  });
});

describe("takeToken", () => {
  afterEach(resetRateLimits);
  const rate = { burst: 2, perMinute: 60 };
  it("allows a burst, then refuses until the bucket refills", () => {
    expect(takeToken(["k"], rate, 0).ok).toBe(true);
    expect(takeToken(["k"], rate, 0).ok).toBe(true);
    expect(takeToken(["k"], rate, 0)).toEqual({ ok: false, retryAfterSec: 1 });
    expect(takeToken(["k"], rate, 1000).ok).toBe(true);
  });
  it("does not spend one key's allowance when another key refuses", () => {
    takeToken(["addr"], rate, 0);
    takeToken(["addr"], rate, 0);
    expect(takeToken(["token", "addr"], rate, 0).ok).toBe(false);
    expect(takeToken(["token"], rate, 0).ok).toBe(true);
    expect(takeToken(["token"], rate, 0).ok).toBe(true);
  });
});
