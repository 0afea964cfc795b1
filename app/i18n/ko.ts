// Every visible Korean text of the portal, one module per area, copied exactly from ../shared/spec.
// Templates are functions. Import as `import { ko } from "~/i18n/ko"` and read `ko.help.…`.
import { cards } from "./ko/cards";
import { common } from "./ko/common";
import { directory } from "./ko/directory";
import { extras } from "./ko/extras";
import { feed } from "./ko/feed";
import { help } from "./ko/help";
import { home } from "./ko/home";
import { live } from "./ko/live";
import { search } from "./ko/search";
import { station } from "./ko/station";

// The My area's texts are not here: pages import their area's module (`~/i18n/ko/my`) so that its texts
// reach only its own pages; everything here is in every page's first-load JS.
export const ko = { common, cards, home, directory, live, search, feed, station, extras, help } as const;
