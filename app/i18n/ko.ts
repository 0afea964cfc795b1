// Every visible Korean text of the portal, one module per area, copied exactly from ../shared/spec.
// Templates are functions. Import as `import { ko } from "~/i18n/ko"` and read `ko.help.…`.
import { cards } from "./ko/cards";
import { common } from "./ko/common";
import { extras } from "./ko/extras";
import { feed } from "./ko/feed";
import { help } from "./ko/help";
import { home } from "./ko/home";
import { my } from "./ko/my";
import { search } from "./ko/search";
import { station } from "./ko/station";

export const ko = { common, cards, home, search, my, feed, station, extras, help } as const;
// The directory and live areas import their texts directly (~/i18n/ko/directory, ~/i18n/ko/live), so
// that the ~2 KiB of them reach only their own pages: everything in `ko` is in every page's first load.
