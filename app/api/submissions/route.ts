import { listSubmissions } from "@/db/queries";
import { handleUpload } from "./handle-upload";

export const dynamic = "force-dynamic";

/** Every visible submission, newest first: public and read-only. */
export async function GET() {
  return Response.json({ submissions: await listSubmissions({ includeHidden: false }) });
}

/** Uploads a result bundle (docs/api.md): 201, 409, 422, 401/403, 413, 429, 503. */
export async function POST(request: Request) {
  return handleUpload(request);
}
