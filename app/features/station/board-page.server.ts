// A board page's loader and action (001 §2.9, §4.3, §9), shared by 전체 게시판, one board and the
// guestbook (board type 101): the query from the URL, the board with its read permission, and the
// selected posts' delete or move.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { BOARD_SORTS, SEARCH_FIELDS, SEARCH_SCOPES, STATION_MAX_PAGE } from "~/domain/station";
import { getViewer, getBoardPage, type BoardQuery } from "~/upstream/clients/station.server";
import { getStationSidebar } from "~/upstream/clients/channel.server";
import { formDataOf } from "~/utils/form-data.server";
import { redirectPastTheEnd } from "~/utils/paging.server";
import { oneOfField, pageField, parseSearchParams, searchParamsSchema, textField } from "~/utils/search-params";
import { bulk } from "./bulk.server";
import { requireStreamerId, throwRefusal } from "./station-guards.server";
import { loginUrlFor } from "~/utils/login-url.server";
import { oncePerKey } from "~/features/session/once-per-key.server";

/** A board page's search parameters: its page, sort and search (001 §2.9, §9). */
const BoardSearch = searchParamsSchema({
  page: pageField(STATION_MAX_PAGE),
  sort: oneOfField(BOARD_SORTS, "reg_date"),
  field: oneOfField(SEARCH_FIELDS, "title"),
  keyword: textField(50),
  scope: oneOfField(SEARCH_SCOPES, "all"),
});

/** A board page the upstream did not give: the empty list. */
const EMPTY_BOARD_PAGE = { board: null, notices: [], pins: [], posts: [], page: 1, lastPage: 1, total: 0, canManage: false, canWrite: false };

/** A board page: all boards, one board or the guestbook (board type 101). */
export async function boardLoader({ request, params, context }: LoaderFunctionArgs, which: "all" | "board" | "guest") {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  const query: BoardQuery = parseSearchParams(BoardSearch, request);
  let bbsNo: string | null = which === "board" ? (params.bbsId ?? "") : null;
  if (bbsNo !== null && !/^\d{1,12}$/.test(bbsNo)) throw new Response("Not Found", { status: 404 });
  if (which === "guest") {
    const boards = (await getStationSidebar(ctx, streamerId)).boards;
    bbsNo = boards.find((board) => board.displayType === 101)?.bbsNo ?? null;
    if (!bbsNo) {
      // A menu of boards without a guestbook has none; a menu without any board did not answer (its empty
      // default): the guestbook is then empty for now, as a board whose posts fail, not a wrong address.
      if (boards.length) throw new Response("Not Found", { status: 404 });
      return json({ which, bbsNo, query, page: EMPTY_BOARD_PAGE });
    }
  }
  const result = await getBoardPage(ctx, streamerId, bbsNo, query);
  if (!result.ok && result.refusal.kind !== "unavailable") throwRefusal(result.refusal);
  if (result.ok) redirectPastTheEnd(request, { page: query.page, shown: result.data.posts.length, lastPage: result.data.lastPage });
  return json({ which, bbsNo, query, page: result.ok ? result.data : EMPTY_BOARD_PAGE });
}

const currentUrl = (request: Request) => {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("dialog");
  return `${url.pathname}${url.search}`;
};

async function boardActionOnce({ request, params, context }: ActionFunctionArgs) {
  const streamerId = requireStreamerId(params);
  const ctx = { request, context };
  const back = currentUrl(request);
  if (!(await getViewer(ctx))) return redirect(loginUrlFor(request, back));
  return bulk(ctx, streamerId, await formDataOf(request), back, back);
}

/** A board's bulk actions (delete, move), each post once per form key. */
export const boardAction = oncePerKey(boardActionOnce);
