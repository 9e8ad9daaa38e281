import { getMutant, resolveBenchmark } from "@/db/queries";

/**
 * One mutant: its spec section, patch and how each submission's tests fared. `<name>` is
 * `name@version`, or a name alone for its latest version; the answer's `benchmark` says which
 * version it is. 404 on a miss.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ name: string; id: string; mid: string }> },
) {
  const raw = await params;
  const [ref, id, mid] = [raw.name, raw.id, raw.mid].map(decodeURIComponent) as [
    string,
    string,
    string,
  ];
  const benchmark = await resolveBenchmark(ref);
  const mutant = benchmark
    ? await getMutant(
        { benchmark: { name: benchmark.name, version: benchmark.version }, instance: id },
        mid,
      )
    : null;
  if (!mutant)
    return Response.json(
      { error: `no mutant '${mid}' of instance '${id}' in benchmark '${ref}'` },
      { status: 404 },
    );
  return Response.json(mutant);
}
