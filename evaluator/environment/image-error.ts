import { TsbError } from "../errors.ts";

/** An image that cannot be used: unreadable, malformed, or not the digest it should be. */
export class ImageError extends TsbError {}

/**
 * The declared image is neither at its path nor unpacked in the cache. Not a fault of the
 * image: the caller may fall back to the host's toolchains, and says so.
 */
export class ImageMissingError extends ImageError {}
