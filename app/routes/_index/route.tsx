// Home (000 §2.4): the featured live it opens on (issue 72), popular mode from the admin's sections, prefer
// mode for members, the main banner, the mode toggle and the promotional popups of this path (001 §2.16).
// Everything is in the server's HTML; the loader is home.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { titleMeta } from "~/utils/meta";
import { useRootData } from "~/utils/root-data";
import styles from "./home.module.css";
import type { loader } from "./home.server";
import { Assistant, FeaturedLive, HomeSections, PromoPopups } from "./lazy";
import { MainBanner } from "./MainBanner";
import { ModeToggle } from "./ModeToggle";

export { loader } from "./home.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches);

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const root = useRootData();
  const navigation = useNavigation();
  // After a mode switch the top list is cleared until the other mode's page arrives.
  const switching = navigation.formAction === "/resources/home-mode";
  const sections = switching ? data.sections.filter((section) => section.kind !== "preview") : data.sections;
  return (
    <section
      aria-labelledby="home-title"
      className={styles.home}
      data-mode={data.mode}
      data-main-banner={data.mainBanner ? "open" : "closed"}
      // The other mode's lists load in place: skeleton cards meanwhile (utils/page-feedback.ts).
      data-list-actions="/resources/home-mode"
    >
      <h1 id="home-title" className="visually-hidden">
        {root?.product.name}
      </h1>
      {/* The page opens on a live, large, as the peers' do; the popups and the ad come after it. */}
      {data.featured && !switching ? <FeaturedLive card={data.featured} /> : null}
      {/* A row at the top of the page, in its flow, so that nothing covers the content: the promotional
          popups on the left, the popular / prefer switch on the right with the page's own controls. The
          assistant is a small dock fixed in the corner on wider screens, and in this row on a phone. */}
      <div className={styles.floating}>
        {data.signedIn ? <ModeToggle mode={data.mode} /> : null}
        {data.assistant ? <Assistant view={data.assistant} /> : null}
        <PromoPopups popups={data.popups} />
      </div>
      {data.mainBanner ? <MainBanner ad={data.mainBanner} /> : null}
      <HomeSections sections={sections} mode={data.mode} signedIn={data.signedIn} />
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
