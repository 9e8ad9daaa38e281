import { createHash, timingSafeEqual } from "node:crypto";
import type { TokenEntry } from "./config.ts";

export type AuthResult =
  { ok: true; owner: string; token: string } | { ok: false; status: 401 | 403; message: string };

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Checks `Authorization: Bearer <token>` against the configured tokens. Both sides are hashed
 * first so that timingSafeEqual compares equal-length buffers and the time taken says nothing
 * about the token's length or how much of it matched; every entry is compared, match or not.
 */
export function authenticate(header: string | null, tokens: readonly TokenEntry[]): AuthResult {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  if (!match?.[1]) {
    return {
      ok: false,
      status: 401,
      message: "missing token: send 'Authorization: Bearer <token>'",
    };
  }
  const given = digest(match[1]);
  let owner: string | null = null;
  for (const entry of tokens) {
    if (timingSafeEqual(given, digest(entry.token)) && owner === null) owner = entry.owner;
  }
  if (owner === null) return { ok: false, status: 403, message: "the token is not valid here" };
  return { ok: true, owner, token: match[1] };
}
