import type { Command } from "commander";
import { mergeShards } from "../../evaluator/runner/merge.ts";

export function register(program: Command): void {
  program
    .command("merge")
    .description(
      "join the bundles of `tsb run --shard k/n` into one bundle; refuses gaps, duplicates and mismatched shards",
    )
    .argument("<bundles...>", "shard bundle folders")
    .requiredOption("--out <bundle-dir>", "merged bundle folder to create")
    .action(async (bundles: string[], flags: { out: string }) => {
      const { runs } = await mergeShards(bundles, flags.out);
      process.stderr.write(`tsb merge: ${bundles.length} shards, ${runs} runs → ${flags.out}\n`);
    });
}
