import { createHash } from "node:crypto";
import fs from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** The request body on disk, with its sha256 (a bundle archive's identity) and its name. */
export interface ReceivedBundle {
  dir: string;
  file: string;
  sha256: string;
  bytes: number;
  /** The uploaded file's name, for messages: from the form, X-Filename, or "upload". */
  label: string;
  remove: () => Promise<void>;
}

export class ReceiveError extends Error {
  constructor(
    readonly status: 400 | 408 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** A name safe to echo back: the last path segment, printable, at most 120 characters. */
export function safeLabel(name: string | null | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f<>"'`]/g, "").slice(0, 120);
  return clean === "" ? "upload" : clean;
}

/** How long a body may take: between two chunks, and in all. */
export interface BodyTimeouts {
  idleMs: number;
  deadlineMs: number;
}

/**
 * Streams the body to a private temp folder, refusing it (413) as soon as it passes
 * `maxBytes`, whatever Content-Length claimed, and (408) when it stalls or takes too long in
 * all: a body trickled a byte at a time would otherwise hold a connection and a temp file for
 * as long as Node lets it. A multipart body's "bundle" (or only) file part is taken out
 * afterwards; a raw body is the archive itself.
 */
export async function receiveBundle(
  request: Request,
  maxBytes: number,
  timeouts: BodyTimeouts = { idleMs: 60_000, deadlineMs: 600_000 },
): Promise<ReceivedBundle> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) throw new ReceiveError(400, "empty body: send the bundle (.zip or .tar.gz)");
  const dir = await mkdtemp(path.join(os.tmpdir(), "tsb-upload-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const raw = path.join(dir, "body");
    const bytes = await streamToFile(request.body, raw, maxBytes, timeouts);
    const type = request.headers.get("content-type") ?? "";
    if (/^multipart\/form-data/i.test(type))
      return { ...(await fromMultipart(raw, type, dir)), dir, remove };
    if (bytes === 0) throw new ReceiveError(400, "empty body: send the bundle (.zip or .tar.gz)");
    return {
      dir,
      file: raw,
      sha256: await sha256File(raw),
      bytes,
      label: safeLabel(request.headers.get("x-filename")),
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

const tooLarge = (maxBytes: number) =>
  new ReceiveError(413, `the body is over the ${maxBytes}-byte limit (TSB_MAX_BODY_BYTES)`);

async function streamToFile(
  body: ReadableStream<Uint8Array>,
  file: string,
  maxBytes: number,
  timeouts: BodyTimeouts,
) {
  const out = fs.createWriteStream(file, { flags: "wx", mode: 0o600 });
  let bytes = 0;
  const deadline = Date.now() + timeouts.deadlineMs;
  try {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await readWithin(reader, timeouts, deadline);
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel();
        throw tooLarge(maxBytes);
      }
      if (!out.write(value)) await new Promise<void>((r) => out.once("drain", () => r()));
    }
  } finally {
    await new Promise<void>((resolve, reject) =>
      out.end((e?: Error | null) => (e ? reject(e) : resolve())),
    );
  }
  return bytes;
}

/** The next chunk, or a 408 (the read cancelled) when it does not come in time. */
async function readWithin(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  timeouts: BodyTimeouts,
  deadline: number,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  const left = deadline - Date.now();
  const [wait, message] =
    left < timeouts.idleMs
      ? [left, `the body did not arrive in full within ${timeouts.deadlineMs / 1000} s`]
      : [timeouts.idleMs, `the body sent nothing for ${timeouts.idleMs / 1000} s`];
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReceiveError(408, message)), Math.max(0, wait));
  });
  try {
    return await Promise.race([reader.read(), expired]);
  } catch (error) {
    if (error instanceof ReceiveError) void reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Multipart parsing by the platform's own FormData reader: it holds the body in memory, which
 * the body limit has already bounded. Raw bodies (what `tsb submit` sends) avoid that copy.
 */
async function fromMultipart(raw: string, type: string, dir: string) {
  let form: FormData;
  try {
    form = await new Response(fs.readFileSync(raw), {
      headers: { "content-type": type },
    }).formData();
  } catch {
    throw new ReceiveError(400, "the multipart body could not be read");
  }
  const part = form.get("bundle") ?? [...form.values()].find((v) => typeof v !== "string");
  if (!part || typeof part === "string")
    throw new ReceiveError(400, "the form has no file: send the bundle in a field named 'bundle'");
  const data = Buffer.from(await part.arrayBuffer());
  if (data.byteLength === 0) throw new ReceiveError(400, `${safeLabel(part.name)} is empty`);
  const file = path.join(dir, "bundle");
  await writeFile(file, data, { mode: 0o600 });
  await rm(raw);
  return {
    file,
    sha256: createHash("sha256").update(data).digest("hex"),
    bytes: data.byteLength,
    label: safeLabel(part.name),
  };
}

async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
