// Sub-categories of an inquiry category (CommonNodeList SVQNA), for the forms' category change with JS.
// Without JS the form's '적용' button posts and the action answers with the same list.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getQnaNodes } from "~/upstream/help.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const parentId = new URL(request.url).searchParams.get("parentId") ?? "";
  const nodes = /^NODE\d{10}$/.test(parentId) ? await getQnaNodes({ request, context }, parentId) : [];
  return json({ nodes }, { headers: { "Cache-Control": "private, max-age=300" } });
}
