import type { Metadata } from "next";
import Link from "next/link";
import { uploadConfig } from "@/lib/upload/config";
import { UploadForm } from "./client";

export const metadata: Metadata = { title: "Upload a result bundle" };
export const dynamic = "force-dynamic";

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

/** The upload page: says plainly when uploading is off, otherwise the two-step upload form. */
export default function UploadPage() {
  const config = uploadConfig();
  const { limits } = config;
  return (
    <article className="max-w-3xl space-y-5">
      <h1 className="text-2xl font-semibold">Upload a result bundle</h1>
      <p className="text-zinc-700 dark:text-zinc-300">
        A result bundle is a <code>.zip</code> or <code>.tar.gz</code> with{" "}
        <code>submission.json</code> and the JUnit XML of your suite&apos;s runs (see{" "}
        <Link href="/docs/bundle-format" className="underline">
          the bundle format
        </Link>
        ; uploading by script is in{" "}
        <Link href="/docs/api" className="underline">
          the API docs
        </Link>
        ). It is checked and scored first; you see its metadata and scores and then decide to store
        it. The same works from the command line:{" "}
        <code>tsb submit bundle.tar.gz --url … --token …</code>, after{" "}
        <Link href="/docs/running-suites" className="underline">
          running your suites with tsb
        </Link>
        .
      </p>
      {config.uploadTokens.length === 0 ? (
        <p
          role="alert"
          className="rounded border border-amber-400 bg-amber-50 p-4 dark:bg-amber-950"
        >
          <strong>Uploading is off on this site.</strong> It was started without{" "}
          <code>TSB_UPLOAD_TOKENS</code>, so no one can upload. Reading the leaderboard and the API
          works as usual.
        </p>
      ) : (
        <UploadForm maxBodyBytes={limits.maxBodyBytes} />
      )}
      <p className="text-xs text-zinc-500">
        Limits: body {mib(limits.maxBodyBytes)}, {limits.maxEntries} archive entries,{" "}
        {mib(limits.maxTotalBytes)} unpacked, one file at most {mib(limits.maxFileBytes)},
        compression ratio {limits.maxCompressionRatio}:1, XML nesting {limits.maxXmlDepth} levels.
      </p>
    </article>
  );
}
