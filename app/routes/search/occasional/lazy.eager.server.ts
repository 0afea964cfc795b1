// The server's synchronous view of the occasional parts (see lazy.tsx); emptied in the browser bundle,
// where they come with import() instead.
export { GameProfile } from "./GameProfile";
export { Homonyms } from "./Homonyms";
export { PeriodForm } from "./PeriodForm";
export { ProfileCard } from "./ProfileCard";
export { SuggestionLine } from "./SuggestionLine";
export { AdBanner, RecommendedContents, Shortcuts, Themes } from "./ThemeParts";
