import { TsbError } from "../errors.ts";

/**
 * An image that cannot be used: unreadable, malformed, or not the digest it should be. `fix`,
 * where known, is what an operator does about it (the command that builds the declared image).
 */
export class ImageError extends TsbError {
  readonly fix: string | null;
  constructor(message: string, fix: string | null = null) {
    super(message);
    this.fix = fix;
  }
}

/**
 * The declared image is neither at its path nor unpacked in the cache. Not a fault of the
 * image: the caller may fall back to the host's toolchains, and says so.
 */
export class ImageMissingError extends ImageError {}
