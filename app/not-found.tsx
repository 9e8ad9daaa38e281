import Link from "next/link";

export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl py-16">
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p className="mt-3 text-zinc-600 dark:text-zinc-400">
        There is no such page, submission or benchmark here. It may have been hidden by a
        maintainer, or the link may be mistyped.
      </p>
      <p className="mt-6">
        <Link href="/" className="underline">
          Back to the leaderboard
        </Link>
      </p>
    </div>
  );
}
