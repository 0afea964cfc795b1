// Every page keeps its data after a post that failed in the browser (utils/revalidation.ts): asked for again
// offline, a page's data would fail too and take the page down with the route's error page, form and all. A page
// route that does not export the rule (or a rule of its own that asks it) would do just that.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = path.resolve(import.meta.dirname, "../../../app/routes");

const routeFiles = fs
  .readdirSync(ROUTES)
  .map((folder) => path.join(ROUTES, folder, "route.tsx"))
  .filter((file) => fs.existsSync(file));

describe("every page route", () => {
  it.each(routeFiles.filter((file) => /export default function/.test(fs.readFileSync(file, "utf8"))).map((file) => [path.basename(path.dirname(file)), file]))(
    "%s keeps its data after a post that failed in the browser",
    (_name, file) => {
      const source = fs.readFileSync(file, "utf8");
      const reexported = /export \{ skipRevalidationAfterFailure as shouldRevalidate \} from "~\/utils\/revalidation";/.test(source);
      const ownRule = /export const shouldRevalidate\b/.test(source) || /export \{[^}]*\bshouldRevalidate\b/.test(source);
      const asksTheRule = /skipRevalidationAfterFailure|keepListForDialog/.test(source);
      expect(reexported || (ownRule && asksTheRule)).toBe(true);
    },
  );

  it("are found (the check reads the route folders)", () => {
    expect(routeFiles.length).toBeGreaterThan(80);
  });
});
