// The portal's frame end to end: home, error pages, legacy help redirects, login and its return URL,
// the cross-site POST check, route discovery on long pages and layouts (the scroll-to-top control:
// help-layers.spec.ts). Runs with JS on and off.
import { MAX_ADDRESS_BYTES } from "../app/utils/return-url";
import { expect, isNoJs, test, upstreamUrl } from "./fixtures";

const PRODUCT = "스트림온";

test("home renders in Korean with the product title", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page).toHaveTitle(PRODUCT);
  await expect(page.getByRole("link", { name: PRODUCT })).toBeVisible();
  await expect(page.getByRole("search")).toBeVisible();
  await expect(page.getByRole("link", { name: "로그인", exact: true })).toBeVisible();
});

test("the page names its icon and manifest: a home-screen name with its icons, and the touch icon where iOS looks", async ({ page, request }) => {
  await page.goto("/help");
  const hrefOf = (rel: string) => page.locator(`head link[rel="${rel}"]`).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const [favicon] = await hrefOf("icon");
  const [manifestHref] = await hrefOf("manifest");
  /** The pixel size a PNG says it has (its IHDR chunk). */
  const pngSize = (body: Buffer) => `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
  // iOS asks for /apple-touch-icon.png by that address when the page names none.
  for (const href of [favicon, "/apple-touch-icon.png"]) {
    const answer = await request.get(href);
    expect(answer.status(), href).toBe(200);
    expect(answer.headers()["content-type"], href).toMatch(/^image\//);
  }
  expect(pngSize(await (await request.get("/apple-touch-icon.png")).body())).toBe("180x180");
  const manifest = await request.get(manifestHref);
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const { name, start_url, icons } = (await manifest.json()) as { name: string; start_url: string; icons: Array<{ src: string; sizes: string; type: string }> };
  expect(name).toBe(PRODUCT);
  expect(start_url).toBe("/");
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["any", "192x192", "512x512"]));
  for (const icon of icons) {
    const body = await (await request.get(icon.src)).body();
    if (icon.type === "image/png") expect(pngSize(body), icon.src).toBe(icon.sizes);
    else expect(body.toString("utf8"), icon.src).toContain("<svg");
  }
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("다시 한 번 주소를 확인해 주세요.");
  await expect(page.getByText("입력하신 주소의 페이지가 사라졌거나 다른 주소로 변경됐습니다. URL을 다시 한 번 확인해 주세요.")).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await page.getByRole("link", { name: "메인으로" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("any other failure shows the generic error page with '메인으로'", async ({ page }) => {
  await page.goto("/");
  // A real failure: posting to a page that accepts no posts answers 405.
  const [response] = await Promise.all([
    // This form's answer, not an ad beacon's.
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/"),
    page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/?index";
      document.body.append(form);
      form.submit();
    }),
  ]);
  expect(response.status()).toBe(405);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("일시적으로 서비스에 접속할 수 없습니다.");
  await expect(page.getByText("이용에 불편을 드려 죄송합니다. 빠르게 해결하기 위해 노력하고 있으니 조금만 기다려 주세요.")).toBeVisible();
  await page.getByRole("link", { name: "메인으로" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(PRODUCT);
});

// 002 §2.15, one case per row.
const ATV_ROWS: Array<[string, string]> = [
  ["exSelfRAR", "/help/faq"],
  ["exSelfRARMobile", "/help/faq"],
  ["exSelfRARView", "/help/faq"],
  ["exMailQuestion", "/help/inquiry"],
  ["exMailDeclare", "/help/report/content"],
  ["exMailIllegal", "/help/report/illegal"],
  ["exMailMyBoard", "/help/my-inquiry"],
  ["myBoardMobile", "/help/my-inquiry"],
  ["exMailMyAnswer", "/help/my-inquiry/5150"],
  ["myAnswerMobile", "/help/my-inquiry/5150"],
  ["customerSurvey", "/help/my-inquiry/survey?inquiryId=5150"],
  ["exMailObjection", "/help/objection"],
  ["unknownType", "/help"],
];

/** Destinations that send guests on (login, the list, the help home): only the redirect itself is checked. */
const needsAccount = (destination: string) => /^\/help\/(my-inquiry|objection)/.test(destination);

test.describe("legacy help redirects", () => {
  for (const [type, destination] of ATV_ROWS) {
    test(`/help/atv.php?type=${type} → ${destination}`, async ({ page, baseURL }) => {
      test.info().annotations.push({ type: "skip-axe", description: "the destination pages belong to the help-centre issue" });
      const response = await page.request.get(`/help/atv.php?type=${type}&qnaId=5150&category=`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(destination);
      if (needsAccount(destination)) return;
      await page.goto(`/help/atv.php?type=${type}&qnaId=5150`);
      expect(page.url()).toBe(`${baseURL}${destination}`);
    });
  }

  for (const [category, destination] of [
    ["NODE0000000473", "/help/objection"],
    ["NODE0000000062", "/help/inquiry"],
    ["", "/help/inquiry"],
  ]) {
    test(`/help/m.php?category=${category} → ${destination}`, async ({ page, baseURL }) => {
      test.info().annotations.push({ type: "skip-axe", description: "the destination pages belong to the help-centre issue" });
      const response = await page.request.get(`/help/m.php?type=exMailQuestion&category=${category}`, { maxRedirects: 0 });
      expect(response.headers().location).toBe(destination);
      if (needsAccount(destination)) return;
      await page.goto(`/help/m.php?type=exMailQuestion&category=${category}`);
      expect(page.url()).toBe(`${baseURL}${destination}`);
    });
  }
});

test("login with a demo account comes back to the page the user was on", async ({ page, baseURL }) => {
  await page.goto("/help");
  await page.getByRole("link", { name: "로그인", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${upstreamUrl(baseURL!)}/login/login\\.php\\?szFrom=full&request_uri=`));
  expect(new URL(page.url()).searchParams.get("request_uri")).toBe(`${baseURL}/help`);
  await page.getByRole("button", { name: /데모시청자 \(viewer01\)/ }).click();
  await expect(page).toHaveURL(`${baseURL}/help`);
  await expect(page.getByLabel("데모시청자님 메뉴")).toBeVisible();

  // 로그아웃 is in the member's avatar menu.
  await page.getByLabel("데모시청자님 메뉴").click();
  await page.getByRole("button", { name: "로그아웃" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("link", { name: "로그인", exact: true })).toBeVisible();
});

test("a wrong password stays on the login page with its message", async ({ page, baseURL }) => {
  await page.goto("/login?returnTo=/help");
  await page.getByLabel("아이디").fill("viewer01");
  await page.getByLabel("비밀번호").fill("wrong");
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("아이디 또는 비밀번호가 일치하지 않습니다.");
  await page.getByLabel("아이디").fill("viewer01");
  await page.getByLabel("비밀번호").fill("demo1234");
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/help`);
});

test.describe("open redirects are refused", () => {
  for (const hostile of ["https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)", "%2F%2Fevil.example"]) {
    test(`returnTo=${hostile} lands on the portal`, async ({ page, baseURL }) => {
      await page.goto(`/login?returnTo=${encodeURIComponent(hostile)}`);
      const requestUri = new URL(page.url()).searchParams.get("request_uri")!;
      expect(new URL(requestUri).origin).toBe(baseURL);
      await page.getByRole("button", { name: /데모시청자 \(viewer01\)/ }).click();
      expect(new URL(page.url()).origin).toBe(baseURL);
    });
  }

  test("the login page itself refuses a foreign request_uri", async ({ page, baseURL }) => {
    await page.goto(`${upstreamUrl(baseURL!)}/login/login.php?szFrom=full&request_uri=${encodeURIComponent("https://evil.example/steal")}`);
    await page.getByRole("button", { name: /데모시청자 \(viewer01\)/ }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});

test("a cross-site POST gets 403 and changes nothing; the same-origin form works", async ({ page, upstream, baseURL }) => {
  await upstream.loginAs("viewer01");
  await page.goto("/");
  await expect(page.getByLabel("데모시청자님 메뉴")).toBeVisible();

  const crossSite = await page.request.post("/logout", { headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
  expect(crossSite.status()).toBe(403);
  const sameSiteOtherOrigin = await page.request.post("/logout", { headers: { "Sec-Fetch-Site": "cross-site" }, maxRedirects: 0 });
  expect(sameSiteOtherOrigin.status()).toBe(403);
  await page.reload();
  await expect(page.getByLabel("데모시청자님 메뉴")).toBeVisible();

  await page.getByLabel("데모시청자님 메뉴").click();
  await page.getByRole("button", { name: "로그아웃" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("link", { name: "로그인", exact: true })).toBeVisible();
});

// Remix discovers the routes of a page's links ahead of a click by asking /__manifest for all of them at once:
// on a page with many links that address is longer than the portal takes from pages (MAX_ADDRESS_BYTES), and
// refusing it left every click to discover its route first.
test("the routes of a link-heavy page are discovered ahead of a click (a long /__manifest address is answered)", async ({ page, upstream }, testInfo) => {
  test.skip(isNoJs(testInfo), "route discovery is the client router's");
  await upstream.loginAs("viewer01");
  const manifest = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");
  // '스트리머 관리': a pin, a group and a removal link for each of the demo viewer's 41 favourites (the favourites'
  // cards name their dialogs with plain links, which the router does not discover).
  await page.goto("/my/favorite/manage");
  const answer = await manifest;
  expect(answer.status()).toBe(200);
  // That ask is near the limit; one with more routes than a page takes as its address is answered too.
  const longer = new URL(answer.url());
  for (let index = 0; longer.href.length <= MAX_ADDRESS_BYTES; index += 1) longer.searchParams.append("p", `/my/favorite/group/viewer${index}`);
  const response = await page.request.get(longer.href);
  expect(response.status()).toBe(200);
});

test("the help area uses its own header: '고객센터' beside the logo, no search or sub-navigation", async ({ page }) => {
  await page.goto("/help");
  await expect(page).toHaveTitle(`고객센터 - ${PRODUCT}`);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "고객센터" })).toHaveAttribute("href", "/help");
  await expect(header.getByRole("search")).toHaveCount(0);
  await expect(header.getByRole("navigation")).toHaveCount(0);
  // No folded navigation (the theme menu is the help header's one disclosure).
  await expect(header.getByLabel("메뉴", { exact: true })).toHaveCount(0);
  await expect(header.locator("details")).toHaveCount(1);
});

test("on a phone the navigation folds into a menu that opens without JS", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  // The header's other <details> is the search icon's.
  const menu = page
    .getByRole("banner")
    .locator("details")
    .filter({ has: page.getByLabel("메뉴", { exact: true }) });
  await expect(menu.getByRole("link", { name: "전체 LIVE" })).toBeHidden();
  await menu.locator("summary").click();
  await expect(menu.getByRole("link", { name: "전체 LIVE" })).toBeVisible();
});
