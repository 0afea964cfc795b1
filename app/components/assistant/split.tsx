// The assistant hydrates from its own chunk after the page (first-load JS budget, README): the server
// HTML shows its state and its links and forms work until the chunk arrives.
import { split } from "~/utils/split";
import * as onServer from "./split.server";

export const Assistant = split(onServer.Assistant, () => import("./Assistant").then((module) => module.Assistant));
