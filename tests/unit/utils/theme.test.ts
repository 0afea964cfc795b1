// The colour theme: the cookie read and written, the switch's action, and the dark palette's
// stylesheet and when it applies.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { darkPaletteMedia, parseTheme } from "~/domain/theme";
import { action as themeAction, loader as themeLoader } from "~/routes/resources.theme/theme.server";
import { readTheme, themeCookie } from "~/utils/theme.server";
import { makeContext, makeRequest } from "../../helpers";

describe("theme cookie", () => {
  it.each([
    ["theme=dark", "dark"],
    ["theme=light", "light"],
    ["theme=system", "system"],
    ["a=1; theme=dark; b=2", "dark"],
    ["theme=Dark", "system"],
    ["theme=", "system"],
    ["theme=%E0%A4%A", "system"],
    ["other=dark", "system"],
    ["", "system"],
  ])("%j → %s", (cookie, theme) => expect(readTheme(makeRequest("/", { cookie }))).toBe(theme));

  it("parses only the three names", () => {
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme(undefined)).toBe("system");
    expect(parseTheme(["dark"])).toBe("system");
  });

  it("remembers light or dark for a year on the whole site; following the system forgets the choice", () => {
    expect(themeCookie(makeRequest("/"), "dark")).toBe("theme=dark; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly");
    expect(themeCookie(makeRequest("/"), "light")).toBe("theme=light; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly");
    expect(themeCookie(makeRequest("/"), "system")).toBe("theme=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly");
    expect(themeCookie(new Request("https://portal.test/"), "dark")).toMatch(/; Secure$/);
  });
});

describe("POST /resources/theme", () => {
  const post = (fields: Record<string, string>) =>
    themeAction({
      request: makeRequest("/resources/theme", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      context: makeContext(),
      params: {},
    });

  it("sets the cookie and sends the page back", async () => {
    const response = await post({ theme: "dark", returnTo: "/search?szKeyword=%EA%B2%8C%EC%9E%84" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/search?szKeyword=%EA%B2%8C%EC%9E%84");
    expect(response.headers.get("set-cookie")).toMatch(/^theme=dark; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect((await post({ theme: "system", returnTo: "/help" })).headers.get("set-cookie")).toMatch(/^theme=; Path=\/; Max-Age=0;/);
  });

  it("returns only to this site, and changes nothing for an unknown choice", async () => {
    for (const returnTo of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      expect((await post({ theme: "light", returnTo })).headers.get("location")).toBe("/");
    }
    expect((await post({ theme: "light" })).headers.get("location")).toBe("/");
    const unknown = await post({ theme: "sepia", returnTo: "/help" });
    expect(unknown.headers.get("location")).toBe("/help");
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });

  it("is no page of its own", () => {
    expect(themeLoader().headers.get("location")).toBe("/");
  });
});

describe("the dark palette", () => {
  const read = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, `../../../app/styles/${name}`), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  const names = (block: string) =>
    block
      .split(";")
      .map((line) => line.trim().split(":")[0])
      .filter(Boolean);
  const light = /^:root \{([^}]*)\}/m.exec(read("tokens.css"))?.[1] ?? "";
  const dark = /^:root \{([^}]*)\}/m.exec(read("dark.css"))?.[1] ?? "";

  it("changes only colours the light palette has, and the form controls' scheme with them", () => {
    expect(names(dark).length).toBeGreaterThan(10);
    expect(names(light)).toEqual(expect.arrayContaining(names(dark)));
  });

  it.each([
    ["dark", "all"],
    ["system", "(prefers-color-scheme: dark)"],
    ["light", null],
  ] as const)("applies for %s: media %j", (theme, media) => expect(darkPaletteMedia(theme)).toBe(media));
});
