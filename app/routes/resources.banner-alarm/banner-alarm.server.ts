// POST /resources/banner-alarm: reserve or cancel a top banner's broadcast alarm (000 §4.4, §7.2).
// Guests go to login; a reserved alarm shows in the banner itself, a cancellation with its toast.
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { common } from "~/i18n/ko/common";
import { home } from "~/i18n/ko/home";
import { changeAlarm } from "~/upstream/clients/live.server";
import { memberAction } from "~/features/session/member-post.server";
import { redirectWithToast } from "~/utils/session.server";

const AlarmSchema = z.object({
  intent: z.enum(["set", "delete"]),
  alarmIdx: z.string().regex(/^\d{1,12}$/),
  returnTo: z.string().max(2000).default("/"),
});

export const action = memberAction(AlarmSchema, async ({ request, ctx, returnTo, input: { intent, alarmIdx } }) => {
  const answer = await changeAlarm(ctx, alarmIdx, intent);
  if (!answer.ok) return redirectWithToast(request, returnTo, { message: answer.message ?? common.messages.errorOccurred, kind: "error" });
  if (intent === "delete") return redirectWithToast(request, returnTo, { message: home.alarm.cancelled, kind: "success" });
  return redirect(returnTo);
});

export { goHome as loader } from "~/utils/resource-routes.server";
