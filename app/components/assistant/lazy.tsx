// The assistant hydrates from its own chunk after the page (first-load JS budget, README): the server
// HTML shows its state and its links and forms work until the chunk arrives.
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

export const Assistant = hydrateLazily(onServer.Assistant, () => import("./Assistant").then((module) => module.Assistant));
