// POST /resources/card-action: the card menu's actions (000 §2.9, §4.3–4.5, §7.2, §8). Every item is a
// plain form, so it works without JS; the answer is a redirect back (POST/redirect/GET) with a toast,
// and after hide / not-recommend with `?undo=` so the list shows the undo panel where the card was.
import { redirect } from "@remix-run/node";
import { cardStub, UNDO_PANEL_ID, type BroadcastCard } from "~/domain/cards";
import { CardActionSchema, type CardActionForm } from "~/forms/card-action";
import { cardActionFields } from "~/forms/card-action-post";
import { UNDO_PARAM, undoValue } from "~/forms/card-undo";
import { cardMessages, cards } from "~/i18n/ko/cards";
import { common } from "~/i18n/ko/common";
import { addWatchLater } from "~/upstream/clients/my.server";
import { hideStreamer, notRecommend, unhideStreamer, undoNotRecommend, type CardRef } from "~/upstream/clients/live.server";
import { normaliseList, normaliseLive, normaliseVod } from "~/normalise/cards";
import { refusedCookieHeader } from "~/utils/card-undo.server";
import { getConfig } from "~/utils/env.server";
import { memberAction } from "~/features/session/member-post.server";
import { redirectWithToast } from "~/utils/session.server";

const t = cards;
/** Hide refused because of the hidden-streamer limit: the message gets the management link (000 §8). */
const HIDE_LIMIT_CODE = -24202;

/** The page with its undo marker; with one, the page opens at the undo panel (its id: UndoPanel), below the sticky
 * header (on a phone the panel was left under it), with JS (the router scrolls to the hash) and
 * without (the browser does). */
function withUndo(path: string, value: string | null): string {
  const url = new URL(path, "http://portal.invalid");
  if (value) url.searchParams.set(UNDO_PARAM, value);
  else url.searchParams.delete(UNDO_PARAM);
  url.hash = value ? UNDO_PANEL_ID : url.hash === `#${UNDO_PANEL_ID}` ? "" : url.hash;
  return `${url.pathname}${url.search}${url.hash}`;
}

const KIND_OF_TYPE = { LIVE: "live", VOD: "vod", CATCH: "catch", CATCHSTORY: "story" } as const;

/** The refused card as its undo panel needs it, and the replacements the upstream offered. */
function refusedCard(input: CardActionForm, addInfo: unknown[]) {
  const kind = KIND_OF_TYPE[input.type];
  const card = cardStub({
    kind,
    id: input.id,
    userId: input.bjId,
    userNickname: input.bjNick || input.bjId,
    title: input.title,
    listDataType: input.listDataType || null,
    score: input.score && Number.isFinite(Number(input.score)) ? Number(input.score) : null,
  });
  const replacements: BroadcastCard[] = normaliseList(addInfo, (item) => (kind === "live" ? normaliseLive(item) : normaliseVod(item, kind)));
  return { slot: { list: input.list, index: input.index }, card, replacements };
}

export const action = memberAction(
  CardActionSchema,
  async ({ request, ctx, returnTo, input }) => {
    const card: CardRef = {
      type: input.type,
      id: input.id,
      bjId: input.bjId,
      bjNick: input.bjNick,
      listDataType: input.listDataType,
      location: input.location,
      namespace: input.namespace,
      key: input.key,
      score: input.score,
    };
    const back = withUndo(returnTo, null);

    switch (input.intent) {
      case "view-later": {
        const answer = await addWatchLater(ctx, input.type === "LIVE" ? "LIVE" : "VOD", input.id);
        const message = answer.message ?? (answer.ok ? t.menu["view-later"] : common.messages.genericFailure);
        return redirectWithToast(request, back, { message, kind: answer.ok ? "success" : "error" });
      }
      case "hidden": {
        const answer = await hideStreamer(ctx, card);
        if (answer.ok) return redirect(withUndo(returnTo, undoValue("hidden", input.key)));
        const message = answer.message ?? common.messages.genericFailure;
        const link =
          answer.code === HIDE_LIMIT_CODE ? { href: `${getConfig().links.station}/hiddenbj`, label: cardMessages.hideFailure.manageLink } : undefined;
        return redirectWithToast(request, back, { message, kind: "error", link });
      }
      case "unhide": {
        const answer = await unhideStreamer(ctx, card);
        if (answer.ok) return redirect(back);
        return redirectWithToast(request, back, { message: answer.message ?? common.messages.genericFailure, kind: "error" });
      }
      case "not-recommend": {
        const answer = await notRecommend(ctx, card);
        if (!answer.ok) return redirectWithToast(request, back, { message: common.messages.errorOccurred, kind: "error" });
        // A recommendation list no longer sends the refused card: its panel and replacements go in a cookie.
        const headers = input.list ? { "set-cookie": await refusedCookieHeader(refusedCard(input, answer.addInfo), request) } : undefined;
        return redirectWithToast(request, withUndo(returnTo, undoValue("not-recommend", input.key)), { message: t.undo.notRecommended }, { headers });
      }
      case "undo-not-recommend": {
        const answer = await undoNotRecommend(ctx, card);
        if (answer.ok) return redirect(back, input.list ? { headers: { "set-cookie": await refusedCookieHeader(null, request) } } : undefined);
        return redirectWithToast(request, back, { message: common.messages.errorOccurred, kind: "error" });
      }
    }
  },
  cardActionFields,
);

export { goHome as loader } from "~/utils/resource-routes.server";
