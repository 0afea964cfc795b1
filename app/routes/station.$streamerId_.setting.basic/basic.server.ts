// 기본 설정's loader and action (001 §2.13, §5), owner only: the settings as they are (or the draft of a save whose
// session ran out), and the save with the URL rule and the name codes (1305–1307 as the name field's error).
import crypto from "node:crypto";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { linkTypeOf, type BasicSettings } from "~/domain/station";
import { BASIC_LIMITS } from "~/domain/station-settings";
import { submissionFailure, type SubmissionFailure } from "~/domain/submission";
import { normaliseUrlInput } from "~/domain/url-input";
import { basicSchema } from "~/forms/station-basic";
import { station as t } from "~/i18n/ko/station";
import { getSettings, saveBasicSettings } from "~/upstream/clients/station.server";
import { draftKey, draftText, keepDraftThroughLogin, takeDraft, type Draft } from "~/utils/drafts.server";
import { formDataOf } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/session.server";
import { admitChange, asSent, completed, fingerprintOf, heldForm, once, SubmissionHeld, submissionKeyOf, type TypedField } from "~/utils/submission.server";
import type { BasicFormStart } from "./BasicSettingsForm";
import { requireStreamerId, stationBase, throwRefusal } from "~/features/station/station-guards.server";
import { requireRole, requireSetting } from "~/features/station/settings-access.server";
import { senderOf } from "~/features/session/viewer.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  requireSetting(await requireRole(ctx, streamerId), "basic");
  const result = await getSettings(ctx, streamerId);
  if (!result.ok) throwRefusal(result.refusal);
  const { draft, setCookie } = await takeDraft(request, context);
  return json({ start: formStart(result.data, draft) }, { headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
}

/** Where the form starts: the settings as they are (every link row), or the draft a save whose session ran out left. */
function formStart(settings: BasicSettings, draft: Draft | null): BasicFormStart {
  const links = Array.from({ length: BASIC_LIMITS.links }, (_, index) => {
    const link = settings.links[index];
    const typed = (part: string) => draftText(draft, `links[${index}].${part}`);
    return { type: typed("type") ?? (link ? String(link.code) : ""), url: typed("url") ?? link?.url ?? "", name: typed("name") ?? link?.name ?? "" };
  });
  return {
    name: draftText(draft, "name") ?? settings.name,
    title: draftText(draft, "title") ?? settings.title,
    profileText: draftText(draft, "profileText") ?? settings.profileText,
    links,
    submissionKey: draftKey(draft) ?? crypto.randomUUID(),
    restored: draft !== null,
  };
}

const b = t.settings.basic;

/** What the owner typed in (BasicSettingsForm's fields and labels), for a held save's own page (heldForm): the name,
 * title and profile message, and the links rows that were filled in (the empty ones and every link type go back as
 * they were, hidden). */
function typedIn(formData: FormData): TypedField[] {
  const links = Array.from({ length: BASIC_LIMITS.links }, (_, index) => {
    const part = (name: string) => `links[${index}].${name}`;
    const filled = ["type", "url", "name"].some((name) => String(formData.get(part(name)) ?? "") !== "");
    return filled
      ? [
          { name: part("url"), label: b.linkUrl(index + 1) },
          { name: part("name"), label: b.linkName(index + 1) },
        ]
      : [];
  });
  return [{ name: "name", label: b.name }, { name: "title", label: b.title }, { name: "profileText", label: b.profileText, multiline: true }, ...links.flat()];
}

export type BasicAnswer = { result: SubmissionResult; submissionKey: string | null } & Partial<SubmissionFailure>;

/**
 * Saves 기본 설정 once per form key; a save whose session ran out keeps its draft through the login; one the station
 * API did not answer in time says so and keeps the form and its key for the retry; one that cannot be carried out
 * now (the instance busy, the session or the shared store unable to answer) comes back as it was sent, with why.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  const formData = await formDataOf(request);
  const submissionKey = submissionKeyOf(formData);
  try {
    admitChange(context);
    const viewer = await senderOf(ctx);
    if (!viewer) return keepDraftThroughLogin(request, context, formData);
    requireSetting(await requireRole(ctx, streamerId), "basic");
    const submission = parseWithZod(formData, { schema: basicSchema });
    if (submission.status !== "success") return json<BasicAnswer>({ result: submission.reply(), submissionKey }, { status: 400 });
    const { name, title, profileText, links } = submission.value;
    const id = { scope: `station:settings:basic:${streamerId}`, owner: viewer.userId, key: submissionKey, fingerprint: fingerprintOf(formData) };
    return await once(context, id, async () => {
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
        return json<BasicAnswer>(
          { result: submission.reply({ fieldErrors: { name: [t.settings.basic.nameCodes[saved.nameCode]] } }), submissionKey },
          { status: 400 },
        );
      if (saved.unknown) return json<BasicAnswer>({ result: submission.reply(), submissionKey, ...submissionFailure("unknown") }, { status: 504 });
      if (!saved.ok)
        return json<BasicAnswer>({ result: submission.reply({ formErrors: [saved.message ?? t.results.failed] }), submissionKey }, { status: 400 });
      return completed(
        await redirectWithToast(request, `${stationBase(streamerId)}/setting/basic`, { message: saved.message ?? t.settings.basic.saved, kind: "success" }),
      );
    });
  } catch (error) {
    if (error instanceof SubmissionHeld)
      return heldForm<BasicAnswer>({ result: asSent(formData), submissionKey }, error, { context, formData, typed: typedIn(formData) });
    throw error;
  }
}
