import type { SubmissionInstanceRow } from "@/db/queries/types";

/**
 * Whether the kills behind the figures were confirmed by re-runs (docs/scoring.md, "Confirmed
 * kills"): a bundle made before the run protocol, or by hand, counts one failure of a valid test
 * as a kill, which a suite failing at random can exploit. Once the site has re-run the suites,
 * the displayed figures are its own, confirmed ones.
 */
export function ConfirmationNote({ instances }: { instances: SubmissionInstanceRow[] }) {
  const submitted = instances.filter((i) => i.submitted);
  if (submitted.length === 0) return null;
  const unconfirmed = submitted.filter((i) => !i.killsConfirmed);
  return (
    <p className="mb-4 text-sm" data-testid="kills-confirmation">
      {unconfirmed.length === 0 ? (
        <>
          Kills confirmed: every kill repeated in re-runs on its mutant, and its test passed again
          where it had passed, in re-runs a suite cannot tell apart.
        </>
      ) : (
        <>
          <strong>Kills unconfirmed</strong> on {unconfirmed.length} of {submitted.length} instance
          {submitted.length === 1 ? "" : "s"} ({unconfirmed.map((i) => i.slug).join(", ")}): the
          bundle carries no confirmation runs (it was made before the run protocol, or by hand), so
          one failure of a valid test counts as a kill. The site&apos;s own re-run confirms them.
        </>
      )}
    </p>
  );
}
