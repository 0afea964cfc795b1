// Clear pages for what keeps a viewer out (001 §6, §8): a station state (blinded, sleeping, banned,
// blacklisted, suspended) or a board's read permission (1100 … 1107). The error boundary of every
// station route shows them, and a member's form held as it was sent when its page cannot be read; anything else
// falls back to the portal's error pages.
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { isAccessDeniedCode, type AccessDeniedCode, type StationErrorKind } from "~/domain/station";
import { stationProblems as t } from "~/i18n/ko/station/problems";
import { HeldForm, useHeldSubmission } from "../forms/HeldForm";
import { RouteErrorBoundary } from "../layout/RouteErrorBoundary";
import styles from "./station.module.css";
import { loginHref } from "./useStation";

export function StationErrorPage({ kind }: { kind: Exclude<StationErrorKind, "notFound"> }) {
  return (
    <section className={styles.problem} aria-labelledby="station-problem" data-station-error={kind}>
      <h1 id="station-problem">{t.errors[kind].title}</h1>
      <p>{t.errors[kind].text}</p>
      <Link to="/" className={styles.buttonPrimary} reloadDocument>
        {t.errors.toMain}
      </Link>
    </section>
  );
}

type Purpose = "read" | "write" | "edit";

export function AccessDenied({ code, streamerId, purpose = "read" }: { code: AccessDeniedCode; streamerId: string; purpose?: Purpose }) {
  const location = useLocation();
  return (
    <section className={styles.problem} aria-labelledby="station-denied" data-denied={code}>
      <h1 id="station-denied">{t.denied.title}</h1>
      <p>{purpose === "write" && code !== 1100 ? t.denied.writeDenied : purpose === "edit" && code !== 1100 ? t.denied.editDenied : t.denied[code]}</p>
      {code === 1100 ? (
        <a href={loginHref(`${location.pathname}${location.search}`)} className={styles.buttonPrimary}>
          {t.denied.login}
        </a>
      ) : (
        <Link to={`/station/${encodeURIComponent(streamerId)}`} className={styles.button}>
          {t.denied.toHome}
        </Link>
      )}
    </section>
  );
}

const PAGE_KINDS = ["blinded", "sleeping", "banned", "blacklisted", "suspended"] as const satisfies ReadonlyArray<StationErrorKind>;

/** What a thrown station response carries: {stationError} or {denied}. */
export function stationProblemOf(error: unknown): { kind: Exclude<StationErrorKind, "notFound"> } | { denied: AccessDeniedCode; purpose: Purpose } | null {
  if (!isRouteErrorResponse(error) || !error.data || typeof error.data !== "object") return null;
  const data = error.data as { stationError?: unknown; denied?: unknown; purpose?: unknown };
  if ((PAGE_KINDS as readonly unknown[]).includes(data.stationError)) return { kind: data.stationError as (typeof PAGE_KINDS)[number] };
  if (isAccessDeniedCode(data.denied)) return { denied: data.denied, purpose: data.purpose === "write" || data.purpose === "edit" ? data.purpose : "read" };
  return null;
}

/** What a station page shows for a thrown station state or refusal (see parts.StationErrorBoundary); a form held as it
 * was sent whose page cannot be read shows as its own page (HeldForm), not as the unavailable page. */
export function StationProblem() {
  const error = useRouteError();
  const location = useLocation();
  const held = useHeldSubmission();
  const problem = stationProblemOf(error);
  if (problem && "kind" in problem) return <StationErrorPage kind={problem.kind} />;
  if (problem) return <AccessDenied code={problem.denied} purpose={problem.purpose} streamerId={decodeURIComponent(location.pathname.split("/")[2] ?? "")} />;
  if (held) return <HeldForm held={held} />;
  return <RouteErrorBoundary />;
}
