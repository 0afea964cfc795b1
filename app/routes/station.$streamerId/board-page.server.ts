// A board page's loader and action (001 §2.9, §4.3, §9), shared by 전체 게시판, one board and the
// guestbook (board type 101): the query from the URL, the board with its read permission, and the
// selected posts' delete or move.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { BOARD_SORTS, SEARCH_FIELDS, SEARCH_SCOPES, type BoardSort, type SearchField, type SearchScope } from "~/domain/station";
import { getViewer, loginUrlFor } from "~/upstream/auth.server";
import { getBoardPage, getStationSidebar, type BoardQuery } from "~/upstream/station.server";
import { formDataOf } from "~/utils/form-data.server";
import { bulk } from "./bulk.server";
import { requireStreamerId, throwRefusal } from "./station-guards.server";

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : fallback;

export function readBoardQuery(url: URL): BoardQuery {
  const page = Number(url.searchParams.get("page"));
  return {
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
    sort: oneOf<BoardSort>(BOARD_SORTS, url.searchParams.get("sort"), "reg_date"),
    field: oneOf<SearchField>(SEARCH_FIELDS, url.searchParams.get("field"), "title"),
    keyword: (url.searchParams.get("keyword") ?? "").trim().slice(0, 50),
    scope: oneOf<SearchScope>(SEARCH_SCOPES, url.searchParams.get("scope"), "all"),
  };
}

/** A board page: all boards, one board or the guestbook (board type 101). */
export async function boardLoader({ request, params, context }: LoaderFunctionArgs, which: "all" | "board" | "guest") {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  const query = readBoardQuery(new URL(request.url));
  let bbsNo: string | null = which === "board" ? (params.bbsId ?? "") : null;
  if (bbsNo !== null && !/^\d{1,12}$/.test(bbsNo)) throw new Response("Not Found", { status: 404 });
  if (which === "guest") {
    const boards = (await getStationSidebar(ctx, streamerId)).boards;
    bbsNo = boards.find((board) => board.displayType === 101)?.bbsNo ?? null;
    if (!bbsNo) throw new Response("Not Found", { status: 404 });
  }
  const result = await getBoardPage(ctx, streamerId, bbsNo, query);
  if (!result.ok && result.refusal.kind !== "unavailable") throwRefusal(result.refusal);
  const page = result.ok ? result.data : { board: null, notices: [], pins: [], posts: [], page: 1, lastPage: 1, total: 0, canManage: false, canWrite: false };
  return json({ which, bbsNo, query, page });
}

const currentUrl = (request: Request) => {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("dialog");
  return `${url.pathname}${url.search}`;
};

export async function boardAction({ request, params, context }: ActionFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  const back = currentUrl(request);
  if (!(await getViewer(ctx))) return redirect(loginUrlFor(request, back));
  return bulk(ctx, streamerId, await formDataOf(request), back, back);
}
