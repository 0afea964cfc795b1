// @vitest-environment jsdom
// A choice made before the page hydrated (utils/chosen-before-hydration.ts): found against what the server
// sent, in selects with or without a served `selected` and in checkboxes, and applied once the page says it
// is hydrated: each form with a marked field changed is submitted once, and nothing else, taking along a word
// typed in a search that follows the typing.
import { describe, expect, it, vi } from "vitest";
import { applyChoicesMadeBeforeHydration } from "~/utils/chosen-before-hydration";
import { changedSinceServed } from "~/utils/chosen-fields";

const SORT = `<select name="sort" data-applies-on-change><option value="a">A</option><option value="b" selected>B</option><option value="c">C</option></select>`;
const TYPE = `<select name="type" data-applies-on-change><option value="">전체</option><option value="POST_PHOTO">글만 보기</option></select>`;

function page(html: string) {
  document.documentElement.removeAttribute("data-hydrated");
  document.documentElement.removeAttribute("data-lazy-pending");
  document.body.innerHTML = html;
  const field = <T extends Element>(selector: string) => document.querySelector<T & Element>(selector)!;
  return field;
}

describe("changedSinceServed", () => {
  it("reads a select against its served option, or its first one when none was marked", () => {
    const field = page(`${SORT}${TYPE}`);
    const sort = field<HTMLSelectElement>("[name=sort]");
    const type = field<HTMLSelectElement>("[name=type]");
    expect([changedSinceServed(sort), changedSinceServed(type)]).toEqual([false, false]);
    sort.value = "c";
    type.value = "POST_PHOTO";
    expect([changedSinceServed(sort), changedSinceServed(type)]).toEqual([true, true]);
  });

  it("reads a checkbox against its served state, and never typed text", () => {
    const field = page(`<input type="checkbox" name="only" checked><input type="search" name="q">`);
    const only = field<HTMLInputElement>("[name=only]");
    const q = field<HTMLInputElement>("[name=q]");
    q.value = "게임";
    expect([changedSinceServed(only), changedSinceServed(q)]).toEqual([false, false]);
    only.checked = false;
    expect(changedSinceServed(only)).toBe(true);
  });
});

describe("applyChoicesMadeBeforeHydration", () => {
  it("waits for hydration, then submits each form with a marked field changed, once", async () => {
    const field = page(
      `<form id="sorts">${SORT}${TYPE}</form><form id="same">${TYPE.replace("type", "kind")}</form><form id="unmarked"><select name="x"><option>1</option><option>2</option></select></form>`,
    );
    field<HTMLSelectElement>("[name=sort]").value = "a";
    field<HTMLSelectElement>("[name=type]").value = "POST_PHOTO";
    field<HTMLSelectElement>("[name=x]").selectedIndex = 1;
    const submitted: string[] = [];
    for (const form of document.forms) vi.spyOn(form, "requestSubmit").mockImplementation(() => submitted.push(form.id));

    const applying = applyChoicesMadeBeforeHydration(document);
    await Promise.resolve();
    expect(submitted).toEqual([]);
    document.documentElement.setAttribute("data-hydrated", "");
    await applying;
    expect(submitted).toEqual(["sorts"]);
  });

  it("waits for the lazily hydrated parts too, which the choice sent for (a router update before them loses their HTML), the form busy meanwhile", async () => {
    const field = page(`<form id="sorts">${SORT}</form>`);
    field<HTMLSelectElement>("[name=sort]").value = "a";
    const submitted: string[] = [];
    vi.spyOn(document.forms[0]!, "requestSubmit").mockImplementation(() => submitted.push("sorts"));

    const root = document.documentElement;
    root.setAttribute("data-lazy-pending", "");
    const applying = applyChoicesMadeBeforeHydration(document);
    root.setAttribute("data-hydrated", "");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(submitted).toEqual([]);
    // The form says it is busy meanwhile, and no longer once sent.
    expect(document.forms[0]!.getAttribute("aria-busy")).toBe("true");
    root.removeAttribute("data-lazy-pending");
    await applying;
    expect(submitted).toEqual(["sorts"]);
    expect(document.forms[0]!.hasAttribute("aria-busy")).toBe(false);
  });

  it("takes along a word typed before hydration in a search that follows the typing, into a form for the same page", async () => {
    const field = page(
      `<form id="search" action="/list"><input type="search" name="szKeyword" value="" data-applies-on-input></form>` +
        `<form id="order" action="/list"><input type="hidden" name="szKeyword" value="">${SORT}</form>` +
        `<form id="type" action="/list">${TYPE}</form>` +
        `<form id="elsewhere" action="/other">${TYPE.replace("type", "kind")}</form>` +
        `<form id="untouched" action="/list"><input type="search" name="q" value="served" data-applies-on-input></form>`,
    );
    field<HTMLInputElement>("#search [name=szKeyword]").value = "리그";
    field<HTMLSelectElement>("[name=sort]").value = "c";
    field<HTMLSelectElement>("[name=type]").value = "POST_PHOTO";
    field<HTMLSelectElement>("[name=kind]").value = "POST_PHOTO";
    const sent = new Map<string, string>();
    for (const form of document.forms)
      vi.spyOn(form, "requestSubmit").mockImplementation(() => sent.set(form.id, new URLSearchParams(new FormData(form) as never).toString()));

    document.documentElement.setAttribute("data-hydrated", "");
    await applyChoicesMadeBeforeHydration(document);
    // The typed word replaces the served one or is added; a form for another page and a search still
    // holding its served word ('served') carry nothing.
    expect(Object.fromEntries(sent)).toEqual({
      order: "szKeyword=%EB%A6%AC%EA%B7%B8&sort=c",
      type: "type=POST_PHOTO&szKeyword=%EB%A6%AC%EA%B7%B8",
      elsewhere: "kind=POST_PHOTO",
    });
  });
});
