import type { Verification } from "@/db/queries";

/**
 * A verification exported to a batch cluster: its shards done of total, as `tsb verify progress`
 * last read them from the shards' `shard.json` files, while it is open; once an import decided
 * it, how many shards it came from.
 */
export function ClusterProgress({ verification: v }: { verification: Verification }) {
  const cluster = v.cluster;
  if (!cluster) return null;
  const open = v.status === "queued" || v.status === "running";
  const done = cluster.shardsDone.length;
  if (!open)
    return v.source === "import" ? (
      <p className="text-sm" data-cluster-progress>
        Run on a batch cluster in {cluster.shards} shards, merged and imported.
      </p>
    ) : null;
  const waiting = Array.from({ length: cluster.shards }, (_, k) => k + 1).filter(
    (k) => !cluster.shardsDone.includes(k),
  );
  return (
    <div
      className="space-y-1 rounded border border-sky-300 bg-sky-50 p-3 text-sm dark:border-sky-800 dark:bg-sky-950"
      data-cluster-progress
    >
      <p>
        <strong>
          On a batch cluster: {done} of {cluster.shards} shards done
        </strong>
        {cluster.updatedAt
          ? ` (as reported ${cluster.updatedAt.slice(0, 16).replace("T", " ")} UTC)`
          : " (no progress reported yet)"}
        . The site&apos;s figures change once every shard has finished and the merged runs are
        imported.
      </p>
      <meter
        min={0}
        max={cluster.shards}
        value={done}
        className="h-2 w-full max-w-md"
        aria-label={`${done} of ${cluster.shards} shards done`}
      />
      {done > 0 && waiting.length > 0 ? (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          Not finished: shard{waiting.length === 1 ? "" : "s"} {waiting.join(", ")}.
        </p>
      ) : null}
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        Exported {cluster.exportedAt.slice(0, 16).replace("T", " ")} UTC. Progress comes from the
        shards&apos; <code>shard.json</code> files, reported with <code>tsb verify progress</code>{" "}
        (docs/scaling.md).
      </p>
    </div>
  );
}
