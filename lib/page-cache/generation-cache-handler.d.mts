/** A Next cache entry as this handler returns it. */
export interface StoredEntry {
  value: unknown;
  lastModified: number;
  cacheControl?: { revalidate: number | false; expire?: number };
}

export declare function generationReader(file: string): () => number | null;

export default class GenerationCacheHandler {
  get(key: string, ctx?: unknown): Promise<StoredEntry | null>;
  set(key: string, data: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
