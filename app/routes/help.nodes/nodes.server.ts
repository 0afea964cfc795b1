// Loader of /help/nodes: the SVQNA sub-categories of an inquiry category (a JSON resource route).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getQnaNodes } from "~/upstream/clients/help.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const parentId = new URL(request.url).searchParams.get("parentId") ?? "";
  const nodes = /^NODE\d{10}$/.test(parentId) ? await getQnaNodes({ request, context }, parentId) : [];
  return json({ nodes }, { headers: { "Cache-Control": "private, max-age=300" } });
}
