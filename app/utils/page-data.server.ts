// The data of a page that answers a lot (a page of cards) as Remix's defer() with nothing deferred.
// json() turns the data into a Response that the server reads back at once, before the render: a page's 100 KB
// stringified, encoded, decoded and parsed again, a few milliseconds of every such request. Through defer() the
// data goes to the render as it is and is serialised once, into the page (or, for a client navigation, into
// the answer). The data must be what JSON keeps as it is (plain objects and arrays, strings, finite numbers,
// booleans, null): the browser renders what the JSON says, the server what the loader returned. The loaders'
// unit tests check their data with isJsonSafe (tests/unit/page-data.test.ts for the pages that use this).
import { defer } from "@remix-run/node";

export function pageData<T extends Record<string, unknown>>(data: T, init?: ResponseInit) {
  return defer(data, init);
}
