import { TsbError } from "../errors.ts";
import type { IgnoredList } from "./ignored-list.ts";

/** What a maintainer retires or restores: a mutant, or a reference test. */
export interface IgnoreTarget {
  kind: "mutant" | "reference-test";
  instance: string;
  /** The mutant id, or the reference test's JUnit id. */
  id: string;
}

/**
 * The next revision with `target` ignored for `reason` as of `date` (YYYY-MM-DD). Ignoring
 * something already ignored is an error, so a revision always changes the list.
 */
export function ignore(
  list: IgnoredList,
  target: IgnoreTarget,
  reason: string,
  date: string,
): IgnoredList {
  if (reason.trim() === "") throw new TsbError("--reason must say why it is ignored");
  if (isListed(list, target))
    throw new TsbError(`${describe(target)} is already ignored (revision ${list.revision})`);
  const entry = { instance: target.instance, reason: reason.trim(), date };
  return target.kind === "mutant"
    ? {
        ...list,
        revision: list.revision + 1,
        mutants: sorted([...list.mutants, { ...entry, mutant: target.id }], (m) => m.mutant),
      }
    : {
        ...list,
        revision: list.revision + 1,
        referenceTests: sorted(
          [...list.referenceTests, { ...entry, test: target.id }],
          (t) => t.test,
        ),
      };
}

/** The next revision with `target` counted again. Restoring what is not ignored is an error. */
export function unignore(list: IgnoredList, target: IgnoreTarget): IgnoredList {
  if (!isListed(list, target))
    throw new TsbError(`${describe(target)} is not ignored (revision ${list.revision})`);
  return {
    ...list,
    revision: list.revision + 1,
    mutants: list.mutants.filter(
      (m) =>
        !(target.kind === "mutant" && m.instance === target.instance && m.mutant === target.id),
    ),
    referenceTests: list.referenceTests.filter(
      (t) =>
        !(
          target.kind === "reference-test" &&
          t.instance === target.instance &&
          t.test === target.id
        ),
    ),
  };
}

function isListed(list: IgnoredList, target: IgnoreTarget): boolean {
  return target.kind === "mutant"
    ? list.mutants.some((m) => m.instance === target.instance && m.mutant === target.id)
    : list.referenceTests.some((t) => t.instance === target.instance && t.test === target.id);
}

export function describe(target: IgnoreTarget): string {
  return `${target.kind} '${target.instance}/${target.id}'`;
}

/** Entries stay sorted by (instance, id), so the file diffs cleanly between revisions. */
function sorted<T extends { instance: string }>(entries: T[], id: (entry: T) => string): T[] {
  const key = (e: T) => `${e.instance}\u0000${id(e)}`;
  return entries.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
