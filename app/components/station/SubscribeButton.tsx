// '구독' from the sidebar (001 §4.7): the subscription info decides between the subscription page
// (auto, or no ticket held) and the question whether to use an owned ticket. With JS the answer comes
// from /resources/station-subscription and the page opens in a 320x240 popup; without JS the link goes
// to /station/{id}/subscribe, which redirects or asks on its own page.
import { Form } from "@remix-run/react";
import { useState } from "react";
import type { SubscriptionStep } from "~/domain/station";
import { stationLayout as t } from "~/i18n/ko/station/layout";
import { useLinkConfig } from "~/utils/root-data";
import { Dialog } from "../dialog/Dialog";
import { useToast } from "../toast/ToastProvider";
import { useOpenPopup } from "./PopupLink";
import styles from "./station.module.css";
import { useHere, useStationData } from "./useStation";
import { SubmissionKeyInput } from "~/components/forms/SubmissionKey";

export const SUBSCRIPTION_SIZE = { width: 320, height: 240 };

/** The ticket question (also the no-JS page's content). */
export function UseTicketDialog({
  streamerId,
  productName,
  coupon,
  pageUrl,
  closeHref,
  onClose,
  onPage,
}: {
  streamerId: string;
  productName: string;
  coupon: string;
  pageUrl: string;
  closeHref: string;
  onClose?: () => void;
  onPage?: () => void;
}) {
  // A deep link (inside the app) is followed in place; the web page opens beside the station.
  const inApp = useLinkConfig().isApp;
  return (
    <Dialog title={t.subscription.useTicketTitle} closeHref={closeHref} onClose={onClose}>
      <p>{t.subscription.useTicket(productName)}</p>
      <p className={styles.hint}>{t.subscription.useTicketHint}</p>
      <div className={styles.twoButtons}>
        <a
          href={pageUrl}
          target={inApp ? undefined : "_blank"}
          rel="noopener"
          className={styles.button}
          onClick={
            onPage
              ? (event) => {
                  event.preventDefault();
                  onPage();
                }
              : undefined
          }
        >
          {t.subscription.toPage}
        </a>
        <Form method="post" action={`/station/${encodeURIComponent(streamerId)}/subscribe`}>
          <SubmissionKeyInput />
          <input type="hidden" name="coupon" value={coupon} />
          <button type="submit" className={`${styles.buttonPrimary} ${styles.wide}`}>
            {t.subscription.use}
          </button>
        </Form>
      </div>
    </Dialog>
  );
}

export function SubscribeButton() {
  const { station } = useStationData();
  const here = useHere();
  const popup = useOpenPopup();
  const config = useLinkConfig();
  // Inside the app the subscription page is the app's own deep link (item/subscription): followed, not a popup.
  const open = (url: string, name: string, size: typeof SUBSCRIPTION_SIZE) => (config.isApp ? window.location.assign(url) : popup(url, name, size));
  const toast = useToast();
  const [ask, setAsk] = useState<Extract<SubscriptionStep, { next: "confirm" }> | null>(null);
  const href = `/station/${encodeURIComponent(station.userId)}/subscribe`;
  return (
    <>
      <a
        href={href}
        className={styles.button}
        onClick={async (event) => {
          event.preventDefault();
          const response = await fetch(
            `/resources/station-subscription?streamerId=${encodeURIComponent(station.userId)}&returnTo=${encodeURIComponent(here)}`,
          ).catch(() => null);
          const step = (await response?.json().catch(() => null)) as SubscriptionStep | null;
          if (!step) toast.show({ message: t.subscription.failed, kind: "error" });
          else if (step.next === "page") open(step.url, "subscription", SUBSCRIPTION_SIZE);
          else if (step.next === "confirm") setAsk(step);
          else if (step.next === "message") toast.show({ message: step.message, kind: "error" });
          else if (window.confirm(t.popups.loginConfirm)) window.location.assign(step.url);
        }}
      >
        {t.sidebar.subscribe}
      </a>
      {ask ? (
        <UseTicketDialog
          streamerId={station.userId}
          productName={ask.productName}
          coupon={ask.coupon}
          pageUrl={ask.pageUrl}
          closeHref={here}
          onClose={() => setAsk(null)}
          onPage={() => {
            setAsk(null);
            open(ask.pageUrl, "subscription", SUBSCRIPTION_SIZE);
          }}
        />
      ) : null}
    </>
  );
}
