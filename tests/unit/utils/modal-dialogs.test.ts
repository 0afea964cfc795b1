// The inline script that makes a dialog of the page's HTML modal once the page is parsed (issue 72 item 7); what
// it does in a browser is e2e/keyboard-dialogs.spec.ts's.
import { describe, expect, it } from "vitest";
import { MODAL_DIALOGS_FUNCTION, MODAL_DIALOGS_SCRIPT } from "~/utils/modal-dialogs.server";
import { HEAD_SCRIPT } from "~/features/layout/root.server";

describe("the modal dialogs' inline script", () => {
  it("is the function the page calls with its window, on one line, in every page's head script", () => {
    expect(MODAL_DIALOGS_SCRIPT).toMatch(/^\(function \(win\) \{.*\}\)\(window\)$/);
    expect(MODAL_DIALOGS_SCRIPT).not.toContain("\n");
    expect(() => new Function(MODAL_DIALOGS_SCRIPT)).not.toThrow();
    expect(HEAD_SCRIPT).toContain(MODAL_DIALOGS_SCRIPT);
  });

  it("upgrades the page's open dialogs once it is parsed, and only then", () => {
    const listeners: string[] = [];
    const win = {
      document: {
        readyState: "loading",
        addEventListener: (type: string) => listeners.push(type),
        querySelectorAll: () => {
          throw new Error("read before the page was parsed");
        },
      },
    };
    (new Function(`return ${MODAL_DIALOGS_FUNCTION}`)() as (win: unknown) => void)(win);
    expect(listeners).toEqual(["readystatechange"]);
  });
});
