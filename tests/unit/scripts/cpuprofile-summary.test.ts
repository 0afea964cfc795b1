import { describe, expect, it } from "vitest";
import { bundleFileMap, moduleOf, summariseProfile, type CpuProfile } from "../../../scripts/cpuprofile-summary";

const frame = (functionName: string, url = "", lineNumber = 0) => ({ functionName, url, lineNumber });

describe("cpuprofile summary", () => {
  it("maps bundled lines to the source file esbuild names before them", () => {
    const map = bundleFileMap(
      ["var a;", "// app/domain/cards.ts", "function x() {}", "", "// app/components/cards/CardMenu.tsx", "function y() {}"].join("\n"),
    );
    expect(map(0)).toBeNull();
    expect(map(2)).toBe("app/domain/cards.ts");
    expect(map(5)).toBe("app/components/cards/CardMenu.tsx");
  });

  it("names the innermost package, Node's own modules and V8's buckets", () => {
    expect(moduleOf(frame("r", "file:///x/node_modules/react-dom/cjs/server.js"))).toBe("react-dom");
    expect(moduleOf(frame("f", "file:///x/node_modules/jsdom/node_modules/undici/lib/client.js"))).toBe("undici");
    expect(moduleOf(frame("p", "file:///x/node_modules/@remix-run/router/dist/router.cjs.js"))).toBe("@remix-run/router");
    expect(moduleOf(frame("fetch", "node:internal/deps/undici/undici"))).toBe("node:undici");
    expect(moduleOf(frame("read", "node:internal/streams/readable"))).toBe("node:internal/streams");
    expect(moduleOf(frame("(garbage collector)"))).toBe("(garbage collector)");
    expect(moduleOf(frame("stat"))).toBe("(native)");
    expect(moduleOf(frame("Card", "file:///w/build/index.js", 3), { "build/index.js": () => "app/components/cards/BroadcastCard.tsx" })).toBe(
      "app/components/cards/BroadcastCard.tsx",
    );
  });

  it("sums self and inclusive time per function, counting a function once per sample, and leaves idle out", () => {
    // root → render → escape (self), render → render (recursion) → escape; and idle.
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame("(root)", "", -1), children: [2, 6] },
        { id: 2, callFrame: frame("render", "node:internal/x/a", 9), children: [3, 4] },
        { id: 3, callFrame: frame("escape", "node:internal/x/a", 19) },
        { id: 4, callFrame: frame("render", "node:internal/x/a", 9), children: [5] },
        { id: 5, callFrame: frame("escape", "node:internal/x/a", 19) },
        { id: 6, callFrame: frame("(idle)", "", -1) },
      ],
      // A sample lasts until the next one: deltas[i + 1].
      samples: [3, 5, 2, 6, 3],
      timeDeltas: [0, 1000, 1000, 1000, 1000, 1000],
      startTime: 0,
      endTime: 5000,
    };
    const summary = summariseProfile(profile);
    expect(summary.busyMs).toBe(4);
    expect(summary.selfByFunction).toEqual([
      { name: "escape node:internal/x:20", ms: 3, share: 0.75 },
      { name: "render node:internal/x:10", ms: 1, share: 0.25 },
    ]);
    expect(summary.inclusiveByFunction[0]).toEqual({ name: "render node:internal/x:10", ms: 4, share: 1 });
    expect(summary.selfByModule).toEqual([{ name: "node:internal/x", ms: 4, share: 1 }]);
  });
});
