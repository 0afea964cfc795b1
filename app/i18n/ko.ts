// Every visible Korean text of the portal, one module per area, copied exactly from ../shared/spec.
// Templates are functions. Import as `import { ko } from "~/i18n/ko"` and read `ko.help.…`.
import { cardMessages, cards } from "./ko/cards";
import { common } from "./ko/common";
import { directory } from "./ko/directory";
import { extras } from "./ko/extras";
import { feed } from "./ko/feed";
import { help } from "./ko/help";
import { home } from "./ko/home";
import { live } from "./ko/live";
import { my } from "./ko/my";
import { search } from "./ko/search";
import { station } from "./ko/station";

export const ko = { common, cards, cardMessages, home, directory, live, search, my, feed, station, extras, help } as const;
