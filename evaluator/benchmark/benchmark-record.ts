import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { readChangedLines } from "../coverage/read-changed-lines.ts";
import type { ChangedLines } from "../coverage/types.ts";
import type { BenchmarkDefinition } from "./load-benchmark.ts";
import { scanReferenceTests, type ReferenceTestSource } from "./reference-tests.ts";
import { splitSpec } from "./spec-sections.ts";

/**
 * A benchmark as storage keeps it: its definition and what its folder holds beyond it (spec
 * text, sections' bodies, patches, reference tests' sources). The evaluator reads the folder;
 * db/write-benchmark.ts writes this record and reads no file.
 */
export interface BenchmarkRecord {
  definition: BenchmarkDefinition;
  instances: Map<
    string,
    {
      specMarkdown: string | null;
      sectionBodies: Map<string, string>;
      patches: Map<string, string>;
      referenceTests: ReferenceTestSource[];
      /** Each mutant's changed reference lines, from its patch (db/coverage.ts stores them). */
      changedLines?: Map<string, ChangedLines[]>;
    }
  >;
}

/** Reads the folder's spec, patches and reference tests into a BenchmarkRecord. */
export async function readBenchmarkRecord(
  definition: BenchmarkDefinition,
  dir = definition.dir,
): Promise<BenchmarkRecord> {
  const instances: BenchmarkRecord["instances"] = new Map();
  for (const instance of definition.instances) {
    const instanceDir = path.join(dir, "instances", instance.id);
    const specFile = path.join(instanceDir, "spec.md");
    const specMarkdown = existsSync(specFile) ? await readFile(specFile, "utf8") : null;
    const sectionBodies = new Map<string, string>();
    if (specMarkdown !== null && instance.sections.length > 0) {
      for (const section of splitSpec(specMarkdown, instance.sections, specFile).sections) {
        sectionBodies.set(section.id, section.body);
      }
    }
    const patches = new Map<string, string>();
    for (const mutant of instance.mutants ?? []) {
      const patchFile = path.join(instanceDir, "mutants", `${mutant.id}.patch`);
      if (existsSync(patchFile)) patches.set(mutant.id, await readFile(patchFile, "utf8"));
    }
    instances.set(instance.id, {
      specMarkdown,
      sectionBodies,
      patches,
      referenceTests: await scanReferenceTests(instanceDir),
      changedLines: await readChangedLines(instanceDir, patches),
    });
  }
  return { definition, instances };
}
