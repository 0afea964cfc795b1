// The edit page's loader and action (001 §2.9): only the writer of a post (not a VOD) may; the form
// starts from the post as it is.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireMember } from "~/features/session/viewer.server";
import { takeDraft } from "~/utils/drafts.server";
import { editablePost, formStart, savePostAction, writableBoards } from "~/features/station/post-save.server";
import { requireStreamerId, requireTitleNo } from "~/features/station/station-guards.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const titleNo = requireTitleNo(params);
  const ctx = { request, context };
  await requireMember(ctx);
  const post = await editablePost(ctx, streamerId, titleNo);
  const boards = await writableBoards(ctx, streamerId, post.bbsNo, "edit");
  const { draft, setCookie } = await takeDraft(request, context);
  const from = { bbsNo: post.bbsNo, title: post.title, content: post.contentHtml, hashtags: post.hashTags.join(", ") };
  return json(
    {
      boards: boards.boards,
      photos: post.photos,
      ...formStart(
        draft,
        from,
        post.photos.map((photo) => photo.photoNo),
      ),
    },
    { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
  );
}

export const action = (args: ActionFunctionArgs) => savePostAction(args, requireTitleNo(args.params));
