// /my/history/story/delete/{key}: the confirmation before deleting a post, comment or reply (001 §5): 404
// for a key that names none; the story list's delete answers (features/history/story-action.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { storyRefOfKey } from "~/domain/my-story";

export { storyAction as action } from "~/features/history/story-action.server";

export function loader({ params }: LoaderFunctionArgs) {
  if (!storyRefOfKey(params.target ?? "")) throw new Response(null, { status: 404 });
  return null;
}
