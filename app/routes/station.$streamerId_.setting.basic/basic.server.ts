// 기본 설정's loader and action (001 §2.13, §5), owner only: the settings as they are, and the save with
// the URL rule and the name codes (1305–1307 as the name field's error).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { linkTypeOf } from "~/domain/station";
import { normaliseUrlInput } from "~/domain/url-input";
import { basicSchema } from "~/forms/station-basic";
import { station as t } from "~/i18n/ko/station";
import { getSettings, saveBasicSettings } from "~/upstream/station.server";
import { formDataOf } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/session.server";
import { requireStreamerId, stationBase, throwRefusal } from "../station.$streamerId/station-guards.server";
import { requireRole, requireSetting } from "../station.$streamerId_.setting/settings-access.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  requireSetting(await requireRole(ctx, streamerId), "basic");
  const result = await getSettings(ctx, streamerId);
  if (!result.ok) throwRefusal(result.refusal);
  return json({ settings: result.data });
}

export type BasicAnswer = { result: SubmissionResult };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  requireSetting(await requireRole(ctx, streamerId), "basic");
  const submission = parseWithZod(await formDataOf(request), { schema: basicSchema });
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
