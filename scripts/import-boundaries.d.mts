import type { Linter } from "eslint";

export declare const forbidden: Record<string, string[]>;
export declare const importBoundaries: Linter.Config[];
export declare const importResolverSettings: Record<string, unknown>;
