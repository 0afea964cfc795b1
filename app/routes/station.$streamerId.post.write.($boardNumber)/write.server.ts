// The write page's loader and action (001 §2.9): writing needs a login; a board number carried from a
// board page preselects that board.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { PostPhoto } from "~/domain/station";
import { requireMember } from "~/features/session/viewer.server";
import { takeDraft } from "~/utils/drafts.server";
import { formStart, savePostAction, writableBoards } from "~/features/station/post-save.server";
import { requireStreamerId } from "~/features/station/station-guards.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  await requireMember(ctx);
  const wanted = params.boardNumber ?? null;
  if (wanted !== null && !/^\d{1,12}$/.test(wanted)) throw new Response("Not Found", { status: 404 });
  const boards = await writableBoards(ctx, streamerId, wanted, "write");
  const { draft, setCookie } = await takeDraft(request, context);
  return json(
    { boards: boards.boards, photos: [] as PostPhoto[], ...formStart(draft, { bbsNo: boards.selected, title: "", content: "", hashtags: "" }, []) },
    { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
  );
}

export const action = (args: ActionFunctionArgs) => savePostAction(args, null);
