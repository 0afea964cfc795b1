// FAQ detail (002 §2.6): title, sanitised answer, the way back to the FAQ list with its main and
// sub-category (the main one found from the sub-category's parent node), and the yes/no feedback that
// turns into a thank-you text once sent.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import styles from "~/components/help/help.module.css";
import { HtmlContent } from "~/components/help/HtmlContent";
import { RouteErrorBoundary } from "~/components/layout/RouteErrorBoundary";
import { faqListHref, HELP_HOME_CATEGORIES } from "~/domain/help";
import { helpPages } from "~/i18n/ko/help/pages";
import { helpShared } from "~/i18n/ko/help/shared";
import { faqFeedbackAction } from "~/upstream/help-actions.server";
import { getFaqDetail, getParentNodeId } from "~/upstream/help.server";
import { titleMeta } from "~/utils/meta";

const t = helpPages.faq;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const ctx = { request, context };
  const id = params.questionId ?? "";
  const faq = /^\d+$/.test(id) ? await getFaqDetail(ctx, id) : null;
  if (!faq) throw new Response("Not found", { status: 404 });
  const parent = faq.subCategory ? await getParentNodeId(ctx, faq.subCategory) : null;
  const main = HELP_HOME_CATEGORIES.find((category) => category.id === parent) ?? HELP_HOME_CATEGORIES.find((category) => category.id === faq.subCategory);
  const sub = main && main.id !== faq.subCategory ? faq.subCategory : null;
  return json({
    faq,
    main: main ?? null,
    listHref: main ? faqListHref(main.id, sub) : "/help/faq",
    feedbackSent: new URL(request.url).searchParams.get("feedback") === "sent",
  });
}

export const action = faqFeedbackAction;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, helpShared.title);

export default function FaqDetailPage() {
  const { faq, main, listHref, feedbackSent } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  return (
    <article className={`${styles.page} ${styles.narrow}`} aria-labelledby="faq-title">
      <header>
        {main ? <p className={styles.tag}>{main.name}</p> : null}
        <h1 id="faq-title" className={styles.heading}>
          {faq.title}
        </h1>
      </header>
      <HtmlContent html={faq.contentsHtml} className={styles.box} />
      <section className={styles.box} aria-live="polite">
        {feedbackSent ? (
          <p>{t.feedbackThanks}</p>
        ) : (
          <Form method="post" preventScrollReset replace>
            <HoneypotInputs />
            <fieldset className={styles.feedback} disabled={sending}>
              <legend>{t.feedbackQuestion}</legend>
              <button type="submit" name="satisfied" value="Y" className={styles.buttonSecondary}>
                {t.feedbackYes}
              </button>
              <button type="submit" name="satisfied" value="N" className={styles.buttonSecondary}>
                {t.feedbackNo}
              </button>
            </fieldset>
          </Form>
        )}
      </section>
      <p>
        <Link to={listHref} className={styles.buttonSecondary}>
          {t.backToList}
        </Link>
      </p>
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
