// /my: the first tab, 즐겨찾기.
import { redirect } from "@remix-run/node";

export const loader = () => redirect("/my/favorite");
