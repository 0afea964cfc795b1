// Help home (002 §2.3): search, recommended keywords, the FAQ top list (opened in a layer on phones and a
// modal on desktop: ?faq={kbId}), main categories, desktop guide banners and other help: inquiry, the
// report gate (?dialog=report), the phone modal (?dialog=phone) and my inquiries.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Dialog } from "~/components/dialog/lazy";
import { HelpSearchBox } from "~/components/help/HelpSearchBox";
import { HtmlContent } from "~/components/help/HtmlContent";
import styles from "~/components/help/help.module.css";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { HELP_HOME_CATEGORIES, HELP_HOME_CATEGORY_COUNT } from "~/domain/help";
import { helpPages } from "~/i18n/ko/help/pages";
import { helpShared } from "~/i18n/ko/help/shared";
import { titleMeta } from "~/utils/meta";
import type { loader } from "./help-home.server";

export { loader } from "./help-home.server";
export { skipRevalidationAfterFailure as shouldRevalidate } from "~/utils/revalidation";

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

const BANNERS = [
  { to: "/help/chatbot", title: helpPages.home.banners.chatbotTitle, text: helpPages.home.banners.chatbotText },
  { to: "/help/faq", title: helpPages.home.banners.faqTitle, text: helpPages.home.banners.faqText },
];

/** A titled part of the help home; `link` stands in the heading (전체보기). */
function HomeSection({ id, title, link, children }: { id: string; title: string; link?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
        {link}
      </h2>
      {children}
    </section>
  );
}

export default function HelpHome() {
  const { keywords, top, faq, dialog, phone } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="help-home-title">
        <h1 id="help-home-title">{helpPages.home.searchPrompt}</h1>
        <HelpSearchBox id="help-home-search" />
        {keywords.length ? (
          <ul className={styles.chips} aria-label={helpPages.home.keywordsHeading}>
            {keywords.map((keyword) => (
              <li key={keyword}>
                <Link to={`/help/search?q=${encodeURIComponent(keyword)}`}>#{keyword}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <div className={styles.twoColumns}>
        <HomeSection id="help-faq-top" title={helpPages.home.faqHeading} link={<Link to="/help/faq">{helpPages.home.viewAll}</Link>}>
          {top.length ? (
            <ol className={styles.linkList}>
              {top.map((item) => (
                <li key={item.id}>
                  <Link to={`/help?faq=${item.id}`} preventScrollReset>
                    <span className={styles.tag}>{item.nodeName}</span>
                    <span>{item.title}</span>
                  </Link>
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.empty}>{helpShared.common.empty}</p>
          )}
        </HomeSection>

        <HomeSection id="help-categories" title={helpPages.home.categoriesHeading}>
          <ul className={styles.cards}>
            {HELP_HOME_CATEGORIES.slice(0, HELP_HOME_CATEGORY_COUNT).map((category) => (
              <li key={category.id}>
                <Link to={`/help/faq?category=${category.id}`}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </HomeSection>
      </div>

      <section aria-label={helpPages.home.banners.heading} className={styles.desktopOnly}>
        <ul className={styles.banners}>
          {BANNERS.map((banner) => (
            <li key={banner.to}>
              <Link to={banner.to}>
                <strong>{banner.title}</strong>
                {banner.text}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <HomeSection id="help-other" title={helpPages.home.otherHelpHeading}>
        <ul className={styles.cards}>
          <li>
            <Link to="/help/inquiry">{helpPages.home.inquiry}</Link>
          </li>
          <li>
            <Link to="/help?dialog=report" preventScrollReset>
              {helpPages.home.report}
            </Link>
          </li>
          <li>
            <Link to="/help?dialog=phone" preventScrollReset>
              {helpPages.home.phone}
            </Link>
          </li>
          <li>
            <Link to="/help/my-inquiry">{helpPages.home.myInquiries}</Link>
          </li>
        </ul>
      </HomeSection>

      {faq ? (
        <Dialog title={faq.title} closeHref="/help" className={styles.layer}>
          <HtmlContent html={faq.contentsHtml} />
          <p>
            <Link to={`/help/faq/${faq.id}`} className={styles.button}>
              {helpPages.home.goToQuestion}
            </Link>
          </p>
        </Dialog>
      ) : null}
      {dialog === "report" ? <ReportGateDialog /> : null}
      {dialog === "phone" ? (
        <Dialog title={helpPages.phone.title} closeHref="/help">
          <dl>
            <dt>{helpPages.phone.numberLabel}</dt>
            <dd>
              <a className={styles.phoneNumber} href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
                {phone}
              </a>
            </dd>
            <dt>{helpPages.phone.hoursLabel}</dt>
            <dd>{helpPages.phone.hours}</dd>
          </dl>
        </Dialog>
      ) : null}
    </div>
  );
}

/** The report gate (002 §2.7): a modal on desktop, a full layer on phones. */
function ReportGateDialog() {
  return (
    <Dialog title={helpPages.reportGate.title} closeHref="/help" className={styles.layer}>
      <nav className={styles.gate} aria-label={helpPages.reportGate.title}>
        <Link to="/help/report/content">{helpPages.reportGate.content}</Link>
        <Link to="/help/report/illegal">{helpPages.reportGate.illegal}</Link>
      </nav>
    </Dialog>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
