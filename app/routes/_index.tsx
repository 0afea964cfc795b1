// Home (000 §2.4): popular mode from the admin's sections, prefer mode for members, the main banner,
// the mode toggle and the promotional popups of this path (001 §2.16). Everything is in the server's HTML.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { Assistant } from "~/components/assistant/lazy";
import { HomeSections, MainBanner, PromoPopups } from "~/components/home/lazy";
import styles from "~/components/home/home.module.css";
import { ModeToggle } from "~/components/home/ModeToggle";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { parseUndo, UNDO_PARAM } from "~/forms/card-undo";
import { formatRelationCursor, MODE_COOKIE, parseMoreStage, parseRelationCursor, resolveMode } from "~/domain/home";
import { parseClosedPopups, POPUP_CLOSED_PARAM } from "~/domain/promotions";
import { loadAssistant } from "~/upstream/assistant.server";
import { getViewer } from "~/upstream/auth.server";
import { loadHome } from "~/upstream/home.server";
import { getShownPopups } from "~/upstream/promotions.server";
import { readRefused } from "~/utils/card-undo.server";
import { deviceCookie, readCookie } from "~/utils/device-cookie.server";
import { titleMeta } from "~/utils/meta";
import { useRootData } from "~/utils/root-data";

/** The prefer list's relation cursor, remembered on the device: the value sent last and the next one. */
const RELATION_COOKIE = "preferRelationType";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  const viewer = await getViewer(ctx);
  const mode = resolveMode(readCookie(request, MODE_COOKIE), viewer !== null);
  const undo = parseUndo(url.searchParams.get(UNDO_PARAM));
  // The prefer lists' relation cursor moves on when the viewer arrives from another page; reloads after
  // an action, 'more' and undo (all coming from this page) keep the order the page has.
  const referer = request.headers.get("referer");
  const fromHome = referer !== null && URL.canParse(referer) && new URL(referer).origin === url.origin && new URL(referer).pathname === "/";
  const cursor = parseRelationCursor(readCookie(request, RELATION_COOKIE));
  const relationType = fromHome && cursor.current ? cursor.current : cursor.next;
  const refused = undo?.action === "not-recommend" ? await readRefused(request) : null;
  const [page, assistant, popups] = await Promise.all([
    loadHome(ctx, {
      viewer,
      mode,
      relationType,
      stages: { live: parseMoreStage(url.searchParams.get("live")), vod: parseMoreStage(url.searchParams.get("vod")) },
      undo,
      refused,
    }),
    loadAssistant(ctx, viewer),
    getShownPopups(ctx, {
      path: url.pathname,
      now: Date.now(),
      closed: parseClosedPopups(url.searchParams.get(POPUP_CLOSED_PARAM)),
      cookie: (name) => readCookie(request, name),
    }),
  ]);

  const headers = new Headers({ "Cache-Control": "private, no-cache" });
  if (mode === "prefer" && page.nextRelationType && relationType === cursor.next) {
    headers.append("set-cookie", deviceCookie(request, RELATION_COOKIE, formatRelationCursor({ current: relationType, next: page.nextRelationType })));
  }
  return json({ mode, signedIn: viewer !== null, ...page, assistant, popups }, { headers });
}

export const meta: MetaFunction = ({ matches }) => titleMeta(matches);

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const root = useRootData();
  const navigation = useNavigation();
  // After a mode switch the top list is cleared until the other mode's page arrives.
  const switching = navigation.formAction === "/resources/home-mode";
  const sections = switching ? data.sections.filter((section) => section.kind !== "preview") : data.sections;
  return (
    <section aria-labelledby="home-title" className={styles.home} data-mode={data.mode} data-main-banner={data.mainBanner ? "open" : "closed"}>
      <h1 id="home-title" className="visually-hidden">
        {root?.product.name}
      </h1>
      {data.mainBanner ? <MainBanner ad={data.mainBanner} /> : null}
      <HomeSections sections={sections} mode={data.mode} signedIn={data.signedIn} />
      {data.signedIn ? <ModeToggle mode={data.mode} /> : null}
      <PromoPopups popups={data.popups} />
      {data.assistant ? <Assistant view={data.assistant} /> : null}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
