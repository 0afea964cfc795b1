// The station's settings (001 §2.13, §6): who may enter (owner: everything; manager: 금칙어 and
// 블랙리스트; others 403), and the basic settings page with the URL rule and the name codes (001 §5).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { linkTypeOf } from "~/domain/station";
import { canEnterSetting, settingsRole, type SettingsItemKey, type SettingsRole } from "~/domain/station-settings";
import { normaliseUrlInput } from "~/domain/url-input";
import { basicSchema } from "~/forms/station-basic";
import { station as t } from "~/i18n/ko/station";
import { getConfig } from "~/utils/env.server";
import { redirectWithToast } from "~/utils/session.server";
import { getViewer, loginUrlFor } from "./auth.server";
import type { CallContext } from "./http.server";
import { requireStreamerId, stationBase, throwRefusal, throwStationError } from "./station-pages.server";
import { getSettings, getStation, saveBasicSettings } from "./station.server";

/** Settings are for the owner and managers; guests log in first, everyone else gets the 403 page. */
async function requireRole(ctx: CallContext, streamerId: string): Promise<Exclude<SettingsRole, null>> {
  if (!(await getViewer(ctx))) throw redirect(loginUrlFor(ctx.request));
  const found = await getStation(ctx, streamerId);
  if (!found.ok) {
    if (found.refusal.kind === "station") throwStationError(found.refusal.error);
    throwRefusal(found.refusal);
  }
  const role = settingsRole(found.data.auth);
  if (!role) throw json({ settingsDenied: "station", title: t.settings.forbiddenTitle }, { status: 403 });
  return role;
}

export function requireSetting(role: SettingsRole, item: SettingsItemKey) {
  if (!canEnterSetting(role, item)) throw json({ settingsDenied: "item", title: t.settings.forbiddenTitle }, { status: 403 });
}

export async function settingsLayoutLoader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const role = await requireRole({ request, context }, streamerId);
  const { item } = getConfig().links;
  return json({ streamerId, role, external: { income: `${item}/point/income`, starballoon: `${item}/point/gift?gifttype=1` } });
}

export async function basicLoader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  requireSetting(await requireRole(ctx, streamerId), "basic");
  const result = await getSettings(ctx, streamerId);
  if (!result.ok) throwRefusal(result.refusal);
  return json({ settings: result.data });
}

export type BasicAnswer = { result: SubmissionResult };

export async function basicAction({ request, params, context }: ActionFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  requireSetting(await requireRole(ctx, streamerId), "basic");
  const submission = parseWithZod(await request.formData(), { schema: basicSchema });
  if (submission.status !== "success") return json<BasicAnswer>({ result: submission.reply() }, { status: 400 });
  const { name, title, profileText, links } = submission.value;
  const saved = await saveBasicSettings(ctx, streamerId, {
    name: name.trim(),
    title: title ?? "",
    profileText: profileText ?? "",
    links: (links ?? []).flatMap((link) => {
      const url = link?.url ? normaliseUrlInput(link.url) : null;
      if (!link || !url?.ok) return [];
      const code = Number(link.type);
      return [{ code, type: linkTypeOf(code), url: url.url, name: link.name?.trim() ?? "" }];
    }),
  });
  if (saved.nameCode)
    return json<BasicAnswer>({ result: submission.reply({ fieldErrors: { name: [t.settings.basic.nameCodes[saved.nameCode]] } }) }, { status: 400 });
  if (!saved.ok) return json<BasicAnswer>({ result: submission.reply({ formErrors: [saved.message ?? t.results.failed] }) }, { status: 400 });
  return redirectWithToast(request, `${stationBase(streamerId)}/setting/basic`, { message: saved.message ?? t.settings.basic.saved, kind: "success" });
}
