// The dialog hydrating from its own chunk, which a page fetches only when it shows a dialog: most pages
// that can show one (a form's done dialog, a confirmation) show none on arrival, so the dialog's code is
// no part of their first-load JS (docs/budgets.md). A dialog in the server's HTML becomes a modal right
// after the page shell (it works by itself: the focus, Escape); until then it is the plain HTML dialog.
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

export const Dialog = hydrateLazily(onServer.Dialog, () => import("./Dialog").then((module) => module.Dialog), { byItself: () => true });
