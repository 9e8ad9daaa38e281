export type { BundleReader } from "./bundle-reader.ts";
export { defaultBundleLimits, type BundleLimits } from "./limits.ts";
export { openBundle, openBundleBuffer } from "./open-bundle.ts";
