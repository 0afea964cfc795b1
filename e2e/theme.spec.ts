// The dark theme, at 390 px (a phone, emulated) and 1440 px, with JS on and off: the
// pages follow the system's colour scheme; the header's theme menu (라이트 / 다크 / 시스템 설정) overrides
// it, is remembered on the device (a cookie the server reads: the first HTML already carries the theme),
// and 시스템 설정 follows the system again; axe finds no serious colour-contrast problem in dark.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, isNoJs, onlyWithoutJs, REPEATED_CARDS, scriptlessChecker, scriptlessPage, test, untilHydrated, WIDTHS } from "./fixtures";

const MENU = "화면 테마";
const STATION = "/station/streamer01";
const SEARCH = `/search?szKeyword=${encodeURIComponent("게임")}`;

/** Relative luminance (WCAG) of a computed CSS colour, rgb() or rgba(). */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
    const channel = Number(value) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** What a reader sees of the page's colours: the page, its text, the header, and a text field. */
async function colours(page: Page) {
  const seen = await page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    const field = document.querySelector("input[type=search]");
    return {
      page: style("body").backgroundColor,
      text: style("body").color,
      header: style("header").backgroundColor,
      field: field ? getComputedStyle(field).backgroundColor : null,
      fieldText: field ? getComputedStyle(field).color : null,
      overflow: document.scrollingElement!.scrollWidth - window.innerWidth,
    };
  });
  return {
    ...seen,
    page: luminance(seen.page),
    text: luminance(seen.text),
    header: luminance(seen.header),
    field: seen.field === null ? null : luminance(seen.field),
    fieldText: seen.fieldText === null ? null : luminance(seen.fieldText),
  };
}

// The colours are read until they are right (or the expect time-out): with JS a theme's palette may still
// be applying when the choice is pressed, and a system change reaches the page on its next frame.
async function expectDark(page: Page) {
  await expect(async () => {
    const seen = await colours(page);
    expect(seen.page, "a dark page").toBeLessThan(0.02);
    expect(seen.header, "a dark header").toBeLessThan(0.02);
    expect(seen.text, "light text").toBeGreaterThan(0.7);
    if (seen.field !== null) {
      expect(seen.field, "a dark text field").toBeLessThan(0.05);
      expect(seen.fieldText, "light text in the field").toBeGreaterThan(0.7);
    }
    expect(seen.overflow, "no page wider than the screen").toBeLessThanOrEqual(0);
  }).toPass();
}

async function expectLight(page: Page) {
  await expect(async () => {
    const seen = await colours(page);
    expect(seen.page, "a light page").toBeGreaterThan(0.9);
    expect(seen.header, "a light header").toBeGreaterThan(0.9);
    expect(seen.text, "dark text").toBeLessThan(0.05);
    expect(seen.overflow, "no page wider than the screen").toBeLessThanOrEqual(0);
  }).toPass();
}

/** Opens the header's theme menu and checks it sits on the screen, in the header's first row. */
async function openMenu(page: Page, width: number) {
  const summary = page.getByLabel(MENU, { exact: true });
  const logo = page.getByRole("link", { name: /STREAMON/ });
  await summary.click();
  const form = page.locator("header form[action='/resources/theme']");
  await expect(form).toBeVisible();
  const [button, logoBox, menu] = [await summary.boundingBox(), await logo.boundingBox(), await form.boundingBox()];
  const finger = width === 390 ? 44 : 40;
  expect(button!.width).toBeGreaterThanOrEqual(finger);
  expect(button!.height).toBeGreaterThanOrEqual(finger);
  expect(Math.abs(button!.y + button!.height / 2 - (logoBox!.y + logoBox!.height / 2))).toBeLessThan(4);
  expect(menu!.x).toBeGreaterThanOrEqual(0);
  expect(menu!.x + menu!.width).toBeLessThanOrEqual(width);
  for (const option of await form.getByRole("button").all()) {
    const box = (await option.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(finger);
    // One line each: the label's line height is the whole of its text's height.
    const lines = await option.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element.firstChild!);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  }
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Chooses a theme in the header's menu and waits for the page that comes back with it. */
async function choose(page: Page, width: number, label: "라이트" | "다크" | "시스템 설정", theme: "light" | "dark" | "system") {
  await openMenu(page, width);
  await page.locator("header form[action='/resources/theme']").getByRole("button", { name: label }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  // The page that came back has its choice pressed (in the menu, closed again without JS: a new page).
  await expect(page.locator(`header form[action='/resources/theme'] button[value=${theme}]`)).toHaveAttribute("aria-pressed", "true");
}

/** The first HTML of a page, asked for with this browser's cookies, names the theme on <html>. */
async function expectFirstHtml(page: Page, path: string, theme: string) {
  const html = await (await page.request.get(path)).text();
  expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="ko" data-theme="${theme}">`));
}

/**
 * Serious colour-contrast problems of each page in the dark scheme of the system, as axe finds them. The
 * pages are loaded in a context of their own with the test's cookies; without JS they are the server's HTML
 * with the portal's scripts blocked (axe itself needs JS in the page), as fixtures.ts checks them.
 */
async function darkContrast(browser: Browser, context: BrowserContext, use: object, paths: string[], noJs: boolean, baseURL: string) {
  const options = { ...use, baseURL, colorScheme: "dark" as const };
  const checker = noJs
    ? await scriptlessChecker(browser, context, options)
    : await browser.newContext({ ...options, locale: "ko-KR", javaScriptEnabled: true, storageState: await context.storageState() });
  const page = noJs ? await scriptlessPage(checker) : await checker.newPage();
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    if (!noJs) await untilHydrated(page);
    await expectDark(page);
    const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).exclude(REPEATED_CARDS).setLegacyMode(true).analyze();
    for (const violation of results.violations.filter((v) => v.impact === "serious" || v.impact === "critical"))
      for (const node of violation.nodes.slice(0, 5)) problems.push(`${path}: ${node.target.join(" ")} ${node.failureSummary?.split("\n").pop()?.trim()}`);
  }
  await checker.close();
  return problems;
}

for (const width of WIDTHS) {
  const pixels = width.use.viewport.width;
  test.describe(width.name, () => {
    test.use(width.use);

    test("a dark system gives dark pages; a light one light pages", async ({ page }, testInfo) => {
      onlyWithoutJs(testInfo);
      await page.emulateMedia({ colorScheme: "dark" });
      for (const path of ["/", "/help", STATION]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
        await expectDark(page);
      }
      await page.emulateMedia({ colorScheme: "light" });
      await expectLight(page);
    });

    test("라이트 keeps the pages light on a dark system, remembered on the next load and in the first HTML", async ({ page }, testInfo) => {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(SEARCH);
      await expectDark(page);
      await choose(page, pixels, "라이트", "light");
      await expect(page).toHaveURL(SEARCH);
      await expectLight(page);
      // Closed again once the page has come back without JS (a new page); with JS it stays open on its choice.
      if (isNoJs(testInfo)) await expect(page.locator("header form[action='/resources/theme']")).toBeHidden();
      await page.goto("/help");
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      await expectLight(page);
      await expectFirstHtml(page, STATION, "light");
      expect((await page.context().cookies()).find((cookie) => cookie.name === "theme")).toMatchObject({
        value: "light",
        path: "/",
        sameSite: "Lax",
        httpOnly: true,
      });
    });

    test("다크 makes the pages dark on a light system; 시스템 설정 follows the system again", async ({ page }) => {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(STATION);
      await expectLight(page);
      await choose(page, pixels, "다크", "dark");
      await expect(page).toHaveURL(STATION);
      await expectDark(page);
      await page.goto("/");
      await expectDark(page);
      await expectFirstHtml(page, "/help", "dark");

      await choose(page, pixels, "시스템 설정", "system");
      await expectLight(page);
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("theme");
      await expectFirstHtml(page, "/help", "system");
      // Following the system: its change shows at once.
      await page.emulateMedia({ colorScheme: "dark" });
      await expectDark(page);
    });

    test("in dark, axe finds no serious colour-contrast problem on home, search, a station and the help centre", async ({
      browser,
      context,
      baseURL,
    }, testInfo) => {
      onlyWithoutJs(testInfo);
      test.slow(); // five pages in a context of their own
      expect(await darkContrast(browser, context, width.use, ["/", SEARCH, STATION, "/help", "/help/inquiry"], isNoJs(testInfo), baseURL!)).toEqual([]);
    });

    test("in dark, axe finds no serious colour-contrast problem on a member's favourites", async ({ browser, context, upstream, baseURL }, testInfo) => {
      onlyWithoutJs(testInfo);
      test.slow(); // two card pages in a context of their own
      await upstream.loginAs("viewer01");
      expect(await darkContrast(browser, context, width.use, ["/my/favorite", "/"], isNoJs(testInfo), baseURL!)).toEqual([]);
    });

    test("the assistant's page is told the theme the page is shown in", async ({ page, upstream }, testInfo) => {
      test.skip(isNoJs(testInfo), "the theme message needs JS");
      await upstream.loginAs("viewer01");
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto("/");
      await page.getByRole("link", { name: /^AI 어시스턴트 .+ 열기$/ }).click();
      await expect(page.frameLocator('iframe[title="AI 어시스턴트 대화"]').locator("#theme")).toHaveText("dark");
    });
  });
}
