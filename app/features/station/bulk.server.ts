// Deleting or moving selected posts (001 §4.3), shared by the board pages and the post page (its menu's
// 게시판 이동 goes through the same steps): a confirmation (or a board to choose) first, then the call.
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import type { BulkStep } from "~/domain/station";
import { bulkSchema } from "~/forms/station-manage";
import { station as t } from "~/i18n/ko/station";
import type { CallContext } from "~/upstream/transport.server";
import { deletePost, deletePosts, movePosts, moveSelect } from "~/upstream/clients/station.server";
import { redirectWithToast } from "~/utils/session.server";
import { mayManageBoard, refuseManagement } from "./station-guards.server";

/** Delete or move selected posts (001 §4.3): a confirmation (or a board to choose) first, then the call. */
export async function bulk(ctx: CallContext, streamerId: string, formData: FormData, back: string, afterDelete: string) {
  // Only the owner and managers see these steps; anyone else is refused here, not upstream.
  if (!(await mayManageBoard(ctx, streamerId))) return refuseManagement(ctx.request, back);
  const submission = parseWithZod(formData, { schema: bulkSchema });
  if (submission.status !== "success") {
    return json<BulkStep>({ step: "error", message: submission.error?.titleNos?.[0] ?? submission.error?.target?.[0] ?? t.results.failed }, { status: 400 });
  }
  const { intent, titleNos, target } = submission.value;
  const oldBbsNo = String(formData.get("oldBbsNo") ?? "");
  if (intent === "confirmDelete") return json<BulkStep>({ step: "confirmDelete", titleNos });
  if (intent === "moveSelect") {
    const choice = await moveSelect(ctx, streamerId, titleNos, oldBbsNo);
    if (!choice.ok) return redirectWithToast(ctx.request, back, { message: choice.message ?? t.results.failed, kind: "error" });
    return json<BulkStep>({ step: "move", titleNos, boards: choice.boards, oldBbsNo });
  }
  if (intent === "move") {
    if (!target) return json<BulkStep>({ step: "error", message: t.form.errors.moveTarget }, { status: 400 });
    const answer = await movePosts(ctx, streamerId, titleNos, target, oldBbsNo);
    return redirectWithToast(
      ctx.request,
      back,
      answer.ok ? { message: answer.message ?? t.results.done, kind: "success" } : { message: answer.message ?? t.results.failed, kind: "error" },
    );
  }
  const answer = titleNos.length === 1 ? await deletePost(ctx, streamerId, titleNos[0]) : await deletePosts(ctx, streamerId, titleNos);
  return answer.ok
    ? redirectWithToast(ctx.request, afterDelete, { message: answer.message ?? t.results.deleted, kind: "success" })
    : redirectWithToast(ctx.request, back, { message: answer.message ?? t.results.failed, kind: "error" });
}
