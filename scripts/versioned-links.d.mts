import type { Linter } from "eslint";

export declare const versionedLinks: Linter.Config[];
