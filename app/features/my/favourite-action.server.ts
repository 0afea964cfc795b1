// The action of /my/favorite and of its dialog routes (/my/favorite/groups/…, /group/{id}, /manage): pins,
// groups (create, rename, delete, members) and not-recommend, with where each comes back to and its toast.
// One action for all of them, since the dialogs post to the list's action when they are shown over it.
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import type { GroupFormError } from "~/components/my/GroupTitleInput";
import type { NotRecommendResult } from "~/domain/my";
import { GroupCreateForm, GroupDeleteForm, GroupMembersForm, GroupRenameForm, NotRecommendForm } from "~/forms/my.server";
import { myMessages } from "~/i18n/ko/my-messages.server";
import { createGroup, deleteGroup, rejectRecommend, renameGroup, setGroupMember } from "~/upstream/clients/my.server";
import { redirectWithToast } from "~/utils/session.server";
import { failedToast, myActionInput, redirectWithAnswer, toastFor } from "./my-actions.server";
import { pinAction } from "./pins.server";
import { oncePerKey } from "~/features/session/once-per-key.server";

/** A page without the dialog shown over it (`?dialog=`, see useMyDialog in components/my/dialog-links.tsx). */
function withoutDialog(href: string): string {
  const url = new URL(href, "http://portal.invalid");
  url.searchParams.delete("dialog");
  return `${url.pathname}${url.search}`;
}

const g = myMessages.groups;

function groupError(target: string, message: string, formData: FormData) {
  const title = formData.get("title");
  return json({ groupError: { target, message, title: typeof title === "string" ? title : "" } satisfies GroupFormError }, { status: 400 });
}

const firstError = (error: Record<string, string[] | null> | null | undefined) =>
  Object.values(error ?? {})
    .flat()
    .find(Boolean) ?? myMessages.failed;

/** /my/favorite: pins, groups (create, rename, delete, members) and not-recommend. */
async function favouriteActionOnce(args: ActionFunctionArgs) {
  const { request } = args;
  const { ctx, formData, back } = await myActionInput(args, true);
  const failed = () => failedToast(request, back);
  // Pins, renames and deletes keep their dialog open (back); a new group, the members and not-recommend
  // close it (the favourites page with its query).
  const page = withoutDialog(back.replace(/^\/my\/favorite\/[^?]*/, "/my/favorite"));
  switch (formData.get("intent")) {
    case "pin":
    case "unpin":
      return (await pinAction(request, ctx, "favorite", formData, back)) ?? failed();
    case "group-create": {
      const submission = parseWithZod(formData, { schema: GroupCreateForm });
      if (submission.status !== "success") return groupError("group-create", firstError(submission.error), formData);
      const answer = await createGroup(ctx, submission.value.title);
      if (!answer.ok) return groupError("group-create", answer.message || myMessages.failed, formData);
      return redirectWithAnswer(request, page, answer, g.created);
    }
    case "group-rename": {
      const submission = parseWithZod(formData, { schema: GroupRenameForm });
      const target = `group-rename:${String(formData.get("idx"))}`;
      if (submission.status !== "success") return groupError(target, firstError(submission.error), formData);
      const answer = await renameGroup(ctx, submission.value.idx, submission.value.title);
      if (!answer.ok) return groupError(target, answer.message || myMessages.failed, formData);
      return redirectWithAnswer(request, back, answer, g.renamed);
    }
    case "group-delete": {
      const submission = parseWithZod(formData, { schema: GroupDeleteForm });
      if (submission.status !== "success") return failed();
      const answer = await deleteGroup(ctx, submission.value.idx);
      // From its confirmation (a route, or the dialog over the list) back to '그룹 편집'; a failure deletes nothing.
      const url = new URL(back, "http://portal.invalid");
      url.pathname = url.pathname.replace(/\/groups\/remove\/[^/]*$/, "/groups/edit");
      if (url.searchParams.get("dialog")?.startsWith("groups/remove/")) url.searchParams.set("dialog", "groups/edit");
      // The group on view is gone: back to '전체'.
      if (answer.ok && url.searchParams.get("groupId") === submission.value.idx) url.searchParams.delete("groupId");
      return redirectWithAnswer(request, `${url.pathname}${url.search}`, answer, g.removed);
    }
    case "group-members": {
      const submission = parseWithZod(formData, { schema: GroupMembersForm });
      if (submission.status !== "success") return failed();
      const { streamerId, shown, groups = [] } = submission.value;
      const answers = await Promise.all(shown.map((idx) => setGroupMember(ctx, idx, streamerId, groups.includes(idx))));
      const failure = answers.find((answer) => !answer.ok);
      return redirectWithAnswer(request, page, failure ?? { ok: true, code: null, message: null }, g.membersSaved, { serverFailureMessage: true });
    }
    case "not-recommend": {
      const submission = parseWithZod(formData, { schema: NotRecommendForm });
      if (submission.status !== "success") return failed();
      const { streamerId, broadcastId, logic = "", shown = "" } = submission.value;
      const answer = await rejectRecommend(ctx, { streamerId, broadcastId, logic, recommendedStreamerIds: shown.split(",").filter(Boolean) });
      const toast = toastFor({ ...answer, message: null }, myMessages.notRecommended);
      // A fetcher (JS) takes the replacements in place; a plain form comes back to the page's new list.
      if (new URL(request.url).searchParams.has("_data")) {
        return json({ removed: answer.ok ? `live:${broadcastId}` : "", addInfo: answer.addInfo, toast } satisfies NotRecommendResult);
      }
      return redirectWithToast(request, page, toast);
    }
    default:
      return failed();
  }
}

export const favouriteAction = oncePerKey(favouriteActionOnce);
