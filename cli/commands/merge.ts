import { access } from "node:fs/promises";
import path from "node:path";
import type { Command } from "commander";
import { joinInstanceBundles } from "../../evaluator/runner/join-bundles.ts";
import { mergeShards } from "../../evaluator/runner/merge.ts";
import { SHARD_FILE } from "../../evaluator/runner/shard-file.ts";

export function register(program: Command): void {
  program
    .command("merge")
    .description(
      "join the bundles of `tsb run --shard k/n` into one bundle (refusing gaps, duplicates and mismatched shards), or bundles of one submission that ran disjoint --instances",
    )
    .argument("<bundles...>", "shard bundle folders, or bundle folders of disjoint instances")
    .requiredOption("--out <bundle-dir>", "merged bundle folder to create")
    .action(async (bundles: string[], flags: { out: string }) => {
      const shards = await Promise.all(
        bundles.map((dir) =>
          access(path.join(dir, SHARD_FILE)).then(
            () => true,
            () => false,
          ),
        ),
      );
      if (shards.every((shard) => !shard)) {
        const { instances } = await joinInstanceBundles(bundles, flags.out);
        process.stderr.write(
          `tsb merge: ${bundles.length} bundles, ${instances} instances → ${flags.out}\n`,
        );
        return;
      }
      const { runs } = await mergeShards(bundles, flags.out);
      process.stderr.write(`tsb merge: ${bundles.length} shards, ${runs} runs → ${flags.out}\n`);
    });
}
