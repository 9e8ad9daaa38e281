/**
 * A separate process that writes to or reads from a database, for the crash and concurrency
 * tests in db/ingest.test.ts. Usage:
 *   tsx db/testing/ingest-child.ts <db> store <seed>          store a synthetic bundle, print its id
 *   tsx db/testing/ingest-child.ts <db> hang <seed> <after>   print "mid" after <after> instances
 *                                                             are written, then hang mid-transaction
 *   tsx db/testing/ingest-child.ts <db> read <ms>             run the site's queries for <ms>
 */
import { migrate, openDb } from "../../db/index.ts";
import { getInstance, getOverlap, listBenchmarks, listLeaderboard } from "../../db/queries.ts";
import { storeScoredBundle } from "../store-scored.ts";
import { CHILD_BENCHMARK, childBundle } from "./child-fixture.ts";

const [file, mode, arg, after] = process.argv.slice(2);
const db = openDb(file);
migrate(db);

if (mode === "store" || mode === "hang") {
  const scored = childBundle(Number(arg));
  const { id, created } = storeScoredBundle(db, scored, {
    onProgress: (_phase, done) => {
      if (mode === "hang" && done === Number(after)) {
        process.stdout.write("mid\n");
        // Block synchronously inside the open transaction until the parent kills us.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
      }
    },
  });
  process.stdout.write(`${JSON.stringify({ id, created })}\n`);
} else if (mode === "read") {
  const until = Date.now() + Number(arg);
  let reads = 0;
  while (Date.now() < until) {
    await listBenchmarks(db);
    const rows = await listLeaderboard(CHILD_BENCHMARK, {}, db);
    if (rows.length >= 2)
      await getOverlap(
        rows.slice(0, 2).map((r) => r.id),
        db,
      );
    await getInstance({ benchmark: CHILD_BENCHMARK, instance: "inst000" }, db);
    reads++;
  }
  process.stdout.write(`${JSON.stringify({ reads })}\n`);
} else {
  throw new Error(`unknown mode ${String(mode)}`);
}
db.$client.close();
