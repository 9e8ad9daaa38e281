import { createHash, timingSafeEqual } from "node:crypto";
import { uploadConfig, type TokenEntry, type UploadConfig } from "./config.ts";

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
  if (owner === null)
    return {
      ok: false,
      status: 403,
      message:
        "the token is not valid on this site: it matches none of the tokens its maintainers issued (check it for a typo, or ask them for one)",
    };
  return { ok: true, owner, token: match[1] };
}

/**
 * The admin routes' gate: the request's bearer token against TSB_ADMIN_TOKENS, with the
 * configuration it was read from. Administration is off (503) while no admin token is set; a
 * configuration that does not parse is a 500 naming the variable.
 */
export function authenticateAdmin(
  request: Request,
):
  | { ok: true; owner: string; config: UploadConfig }
  | { ok: false; status: number; message: string } {
  let config;
  try {
    config = uploadConfig();
  } catch (error) {
    return { ok: false, status: 500, message: (error as Error).message };
  }
  if (config.adminTokens.length === 0)
    return { ok: false, status: 503, message: "administration is off: no TSB_ADMIN_TOKENS" };
  const auth = authenticate(request.headers.get("authorization"), config.adminTokens);
  return auth.ok ? { ok: true, owner: auth.owner, config } : auth;
}
