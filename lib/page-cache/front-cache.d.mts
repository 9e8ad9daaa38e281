import type { IncomingMessage, ServerResponse } from "node:http";

export declare function createFrontCache(options?: {
  generation?: () => number | null;
  maxBytes?: number;
  maxEntryBytes?: number;
}): {
  answer: (req: IncomingMessage, res: ServerResponse) => boolean;
  entries: { size: number };
};
