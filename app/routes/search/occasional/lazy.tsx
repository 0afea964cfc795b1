// Parts only some searches show (suggestion line, profile card with its medal layer, game profile with
// the esports schedule, homonyms, curated theme parts, the period menus' date form) load only when a page
// shows them, so that the search page's first-load JS stays within budget (docs/budgets.md). The results area
// (../Results.tsx, itself hydrating lazily: ../lazy.tsx) and the filter menus import them from here; none
// of them imports the results area, so the two levels form no import cycle. The server renders them
// synchronously, so the HTML is complete with or without JS, and every part works as plain HTML (links,
// GET forms, <details>) until its code has arrived; React then hydrates each one inside its Suspense
// boundary. (A folder of their own keeps the name lazy.eager.server: the browser build empties every
// `./lazy.eager.server` into one shared module, so a second name would add a chunk to every page.)
import { hydrateLazily } from "~/utils/lazy-hydration";
import * as onServer from "./lazy.eager.server";

export const SuggestionLine = hydrateLazily(onServer.SuggestionLine, () => import("./SuggestionLine").then((module) => module.SuggestionLine));
export const PeriodForm = hydrateLazily(onServer.PeriodForm, () => import("./PeriodForm").then((module) => module.PeriodForm));
export const ProfileCard = hydrateLazily(onServer.ProfileCard, () => import("./ProfileCard").then((module) => module.ProfileCard));
export const GameProfile = hydrateLazily(onServer.GameProfile, () => import("./GameProfile").then((module) => module.GameProfile));
export const Homonyms = hydrateLazily(onServer.Homonyms, () => import("./Homonyms").then((module) => module.Homonyms));
export const Themes = hydrateLazily(onServer.Themes, () => import("./ThemeParts").then((module) => module.Themes));
export const Shortcuts = hydrateLazily(onServer.Shortcuts, () => import("./ThemeParts").then((module) => module.Shortcuts));
export const AdBanner = hydrateLazily(onServer.AdBanner, () => import("./ThemeParts").then((module) => module.AdBanner));
export const RecommendedContents = hydrateLazily(onServer.RecommendedContents, () => import("./ThemeParts").then((module) => module.RecommendedContents));
