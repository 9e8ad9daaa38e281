import type { ReadContext } from "./read-files.ts";

export interface ScoringContext extends ReadContext {
  /** Whether any instance of the bundle carries codegen.xml (then R is reported, 0 where absent). */
  reportR: boolean;
  /** Called after each JUnit file is parsed. */
  onFile: () => void;
  /** Bounds the JUnit files being read and parsed at once (see createLimiter). */
  limit: <T>(fn: () => Promise<T>) => Promise<T>;
}
