// @vitest-environment jsdom
// A choice made before the page hydrated (utils/chosen-before-hydration.ts): found against what the server
// sent, in selects with or without a served `selected` and in checkboxes, and nothing when nothing changed.
import { describe, expect, it } from "vitest";
import { choiceMadeBeforeHydration } from "~/utils/chosen-before-hydration";

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector("form")!;
}

const SORT = `<select name="sort"><option value="a">A</option><option value="b" selected>B</option><option value="c">C</option></select>`;
const TYPE = `<select name="type"><option value="">전체</option><option value="POST_PHOTO">글만 보기</option></select>`;

describe("choiceMadeBeforeHydration", () => {
  it("finds nothing in a form as the server sent it", () => {
    expect(
      choiceMadeBeforeHydration(form(`${SORT}${TYPE}<input type="checkbox" name="only" checked><input type="hidden" name="keep" value="1">`)),
    ).toBeUndefined();
  });

  it("finds a select moved off its served option", () => {
    const sorts = form(SORT);
    sorts.querySelector("select")!.value = "c";
    expect(choiceMadeBeforeHydration(sorts)?.getAttribute("name")).toBe("sort");
  });

  it("reads a select served without `selected` as served on its first option", () => {
    const types = form(TYPE);
    expect(choiceMadeBeforeHydration(types)).toBeUndefined();
    types.querySelector("select")!.value = "POST_PHOTO";
    expect(choiceMadeBeforeHydration(types)?.getAttribute("name")).toBe("type");
  });

  it("finds a checkbox ticked or unticked since it was served", () => {
    const unticked = form(`<input type="checkbox" name="only">`);
    unticked.querySelector("input")!.checked = true;
    expect(choiceMadeBeforeHydration(unticked)?.getAttribute("name")).toBe("only");
    const ticked = form(`<input type="checkbox" name="only" checked>`);
    ticked.querySelector("input")!.checked = false;
    expect(choiceMadeBeforeHydration(ticked)?.getAttribute("name")).toBe("only");
  });

  it("leaves typed text alone (a text field applies nothing by itself)", () => {
    const search = form(`<input type="search" name="q" value="">`);
    search.querySelector("input")!.value = "게임";
    expect(choiceMadeBeforeHydration(search)).toBeUndefined();
  });
});
