// POST /resources/card-action: the card menu's actions (000 §2.9, §4.3–4.5, §7.2, §8). Every item is a
// plain form, so it works without JS; the answer is a redirect back (POST/redirect/GET) with a toast,
// and after hide / not-recommend with `?undo=` so the list shows the undo panel where the card was.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { CardActionSchema, UNDO_PARAM, undoValue } from "~/forms/card-action";
import { cards } from "~/i18n/ko/cards";
import { common } from "~/i18n/ko/common";
import { getViewer, loginUrlFor } from "~/upstream/auth.server";
import { addWatchLater, hideStreamer, notRecommend, unhideStreamer, undoNotRecommend, type CardRef } from "~/upstream/cards.server";
import { getConfig } from "~/utils/env.server";
import { safeReturnPath } from "~/utils/return-url";
import { redirectWithToast } from "~/utils/session.server";

const t = cards;
/** Hide refused because of the hidden-streamer limit: the message gets the management link (000 §8). */
const HIDE_LIMIT_CODE = -24202;

function withUndo(path: string, value: string | null): string {
  const url = new URL(path, "http://portal.invalid");
  if (value) url.searchParams.set(UNDO_PARAM, value);
  else url.searchParams.delete(UNDO_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const origin = new URL(request.url).origin;
  const form = Object.fromEntries(await request.formData());
  const returnTo = safeReturnPath(form.returnTo ?? "/", origin);
  const parsed = CardActionSchema.safeParse(form);
  if (!parsed.success) return redirectWithToast(request, returnTo, { message: common.messages.genericFailure, kind: "error" });
  const input = parsed.data;
  const ctx = { request, context };

  if (!(await getViewer(ctx))) return redirect(loginUrlFor(request, returnTo));

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
      const link = answer.code === HIDE_LIMIT_CODE ? { href: `${getConfig().links.station}/hiddenbj`, label: t.hideFailure.manageLink } : undefined;
      return redirectWithToast(request, back, { message, kind: "error", link });
    }
    case "unhide": {
      const answer = await unhideStreamer(ctx, card);
      if (answer.ok) return redirect(back);
      return redirectWithToast(request, back, { message: answer.message ?? common.messages.genericFailure, kind: "error" });
    }
    case "not-recommend": {
      const answer = await notRecommend(ctx, card);
      if (!answer.ok) return redirectWithToast(request, back, { message: t.notRecommendFailed, kind: "error" });
      return redirectWithToast(request, withUndo(returnTo, undoValue("not-recommend", input.key)), { message: t.undo.notRecommended });
    }
    case "undo-not-recommend": {
      const answer = await undoNotRecommend(ctx, card);
      if (answer.ok) return redirect(back);
      return redirectWithToast(request, back, { message: t.notRecommendFailed, kind: "error" });
    }
  }
}

export function loader() {
  return redirect("/");
}
