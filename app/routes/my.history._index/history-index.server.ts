// /my/history: the first sub-tab, 최근 본 스트리머의 LIVE.
import { redirect } from "@remix-run/node";

export const loader = () => redirect("/my/history/live");
