// 기본 설정's form hydrating from its own chunk at the reader's first input (utils/lazy-hydration.tsx): the server's
// HTML is the whole form, which works as a plain form post until then, and the form system (conform, zod) is no
// part of the page's first load.
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

export const BasicSettingsForm = hydrateLazily(onServer.BasicSettingsForm, () => import("./BasicSettingsForm").then((module) => module.BasicSettingsForm));
