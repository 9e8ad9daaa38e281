import { checkHealth } from "@/db/queries";

export const dynamic = "force-dynamic";

/**
 * GET /api/health: 200 with counts when the database answers and its schema is current, 503 with
 * the reason otherwise (docs/deploy.md). Never cached: a proxy must see the state of now.
 */
export async function GET() {
  const headers = { "Cache-Control": "no-store" };
  try {
    const health = await checkHealth();
    return Response.json(
      health.ok ? { status: "ok", ...health } : { status: "migrations pending", ...health },
      { status: health.ok ? 200 : 503, headers },
    );
  } catch (error) {
    // The reason names no file path: the database's message is about the database only.
    const reason = error instanceof Error ? error.message : String(error);
    return Response.json({ status: "database unavailable", reason }, { status: 503, headers });
  }
}
