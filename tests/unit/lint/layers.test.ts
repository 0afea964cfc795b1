// The design's layer rules as eslint.config.js holds them: each forbidden import fails lint, each allowed one
// passes, linted as if the code were written in the named file (the files need not exist).
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { UPSTREAM_LEAF_UTILS } from "../../../eslint.config.js";

const root = path.resolve(import.meta.dirname, "../../..");
const eslint = new ESLint({ cwd: root });

/** The restricted-import messages of `code` written in `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("layer rules", () => {
  const forbidden: Array<[string, string, string]> = [
    ["a browser util importing a server module", "app/utils/links-probe.ts", 'import { getConfig } from "~/utils/env.server";\nexport const x = getConfig;'],
    [
      "a browser util importing an HTTP client",
      "app/utils/links-probe.ts",
      'import { getLiveList } from "~/upstream/clients/live.server";\nexport const x = getLiveList;',
    ],
    [
      "a page's UI importing its loader's module",
      "app/routes/_index/HomeSections-probe.tsx",
      'import { loader } from "./home-sections.server";\nexport const x = loader;',
    ],
    [
      "a page's UI taking a type from a server module",
      "app/routes/_index/HomeSections-probe.tsx",
      'import type { X } from "./home-sections.server";\nexport type Y = X;',
    ],
    [
      "a page's UI importing an HTTP client",
      "app/routes/_index/HomeSections-probe.tsx",
      'import { getLiveList } from "~/upstream/clients/live.server";\nexport const x = getLiveList;',
    ],
    ["a component importing a route", "app/components/cards/Probe.tsx", 'import { x } from "~/routes/_index/HomeSections";\nexport const y = x;'],
    ["domain code importing a server module", "app/domain/probe.ts", 'import { logger } from "~/utils/log.server";\nexport const x = logger;'],
    ["an HTTP client importing a route", "app/upstream/probe.server.ts", 'import { x } from "~/routes/_index/HomeSections";\nexport const y = x;'],
    ["an HTTP client importing a component", "app/upstream/probe.server.ts", 'import { x } from "~/components/cards/CardGrid";\nexport const y = x;'],
    ["an HTTP client importing a feature", "app/upstream/probe.server.ts", 'import { x } from "~/features/my/lists.server";\nexport const y = x;'],
    ["an HTTP client importing a util that is not a leaf", "app/upstream/probe.server.ts", 'import { x } from "~/utils/drafts.server";\nexport const y = x;'],
    [
      "the transport importing the policy",
      "app/upstream/transport.server.ts",
      'import { upstreamFetch } from "./policy.server";\nexport const x = upstreamFetch;',
    ],
    [
      "the transport importing the policy by its alias",
      "app/upstream/transport.server.ts",
      'import { orDefault } from "~/upstream/policy.server";\nexport const x = orDefault;',
    ],
    [
      "the transport importing a client",
      "app/upstream/transport.server.ts",
      'import { getViewer } from "./clients/station.server";\nexport const x = getViewer;',
    ],
    ["the policy importing a client", "app/upstream/policy.server.ts", 'import { getViewer } from "./clients/station.server";\nexport const x = getViewer;'],
    [
      "the policy importing a client by its alias",
      "app/upstream/policy.server.ts",
      'import { getAd } from "~/upstream/clients/ads.server";\nexport const x = getAd;',
    ],
    ["a client importing a route", "app/upstream/clients/probe.server.ts", 'import { x } from "~/routes/_index/HomeSections";\nexport const y = x;'],
    ["a client importing a feature", "app/upstream/clients/probe.server.ts", 'import { x } from "~/features/session/viewer.server";\nexport const y = x;'],
    ["a client importing a component", "app/upstream/clients/probe.server.ts", 'import { x } from "~/components/cards/CardGrid";\nexport const y = x;'],
    ["a client importing another client", "app/upstream/clients/probe.server.ts", 'import { getViewer } from "./station.server";\nexport const x = getViewer;'],
    [
      "a client importing another client by its alias",
      "app/upstream/clients/probe.server.ts",
      'import { getAd } from "~/upstream/clients/ads.server";\nexport const x = getAd;',
    ],
    ["the app importing the reference upstream", "app/utils/probe.server.ts", 'import { x } from "../../reference-upstream/db";\nexport const y = x;'],
    [
      "a page's loader importing another page's folder",
      "app/routes/my.history.vod/probe.server.ts",
      'import { x } from "../my/my.server";\nexport const y = x;',
    ],
    [
      "a page's UI importing another page's folder by its alias",
      "app/routes/search/Probe.tsx",
      'import { x } from "~/routes/_index/HomeSections";\nexport const y = x;',
    ],
    ["a route module re-exporting another page's loader", "app/routes/my.fan/route.tsx", 'export { loader } from "../my.subscribe/subscribe.server";'],
    ["a page's lazy parts taken from another page's folder", "app/routes/search/lazy.tsx", 'import { x } from "../_index/lazy";\nexport const y = x;'],
    [
      "a file in a page's subfolder leaving the page's folder",
      "app/routes/search/occasional/Probe.tsx",
      'import { x } from "../../_index/HomeSections";\nexport const y = x;',
    ],
    [
      "a family's feature importing a page",
      "app/features/my/probe.server.ts",
      'import { loader } from "~/routes/my.fan/fan.server";\nexport const x = loader;',
    ],
    // Pure code (issue 73 item 1): no React, no component, no feature; the domain reads no upstream form.
    ["domain code importing React", "app/domain/probe.ts", 'import { useState } from "react";\nexport const x = useState;'],
    ["domain code importing Remix's React side", "app/domain/probe.ts", 'import { useLoaderData } from "@remix-run/react";\nexport const x = useLoaderData;'],
    ["domain code importing a component", "app/domain/probe.ts", 'import { x } from "~/components/cards/CardGrid";\nexport const y = x;'],
    ["domain code importing a normaliser", "app/domain/probe.ts", 'import { normaliseLive } from "~/normalise/cards";\nexport const x = normaliseLive;'],
    ["domain code importing a feature", "app/domain/probe.ts", 'import { x } from "~/features/not-found/not-found";\nexport const y = x;'],
    ["a normaliser importing a component", "app/normalise/probe.ts", 'import { x } from "~/components/cards/CardGrid";\nexport const y = x;'],
    ["a normaliser importing React", "app/normalise/probe.ts", 'import { createElement } from "react";\nexport const x = createElement;'],
    ["i18n importing React", "app/i18n/ko/probe.ts", 'import { createElement } from "react";\nexport const x = createElement;'],
    ["i18n importing a component", "app/i18n/ko/probe.ts", 'import { x } from "../../components/cards/CardGrid";\nexport const y = x;'],
    ["a form's schema importing React", "app/forms/probe.ts", 'import { useState } from "react";\nexport const x = useState;'],
    ["a form's schema importing a feature", "app/forms/probe.ts", 'import { x } from "~/features/help/ticket.server";\nexport const y = x;'],
    [
      "a component's server module calling a host",
      "app/components/layout/probe.server.tsx",
      'import { getLiveList } from "~/upstream/clients/live.server";\nexport const x = getLiveList;',
    ],
    [
      "a normaliser's server module calling a host",
      "app/normalise/probe.server.ts",
      'import { getLiveList } from "~/upstream/clients/live.server";\nexport const x = getLiveList;',
    ],
    [
      "a route module calling a host",
      "app/routes/my.fan/route.tsx",
      'import { getLiveList } from "~/upstream/clients/live.server";\nexport const x = getLiveList;',
    ],
    // utils/ a leaf (issue 73 item 2): it reaches up to no feature, component, normaliser, upstream module or route.
    [
      "a util importing a feature",
      "app/utils/probe.server.ts",
      'import { requireViewer } from "~/features/session/viewer.server";\nexport const x = requireViewer;',
    ],
    ["a browser util importing a component", "app/utils/probe.ts", 'import { x } from "~/components/cards/CardGrid";\nexport const y = x;'],
    [
      "a util's server module rendering a component",
      "app/utils/probe.server.tsx",
      'import { SideBar } from "../components/layout/SideBar";\nexport const x = SideBar;',
    ],
    ["a util calling a host", "app/utils/probe.server.ts", 'import { getViewer } from "~/upstream/clients/station.server";\nexport const x = getViewer;'],
    ["a util using the upstream's shared cache", "app/utils/probe.server.ts", 'import { cached } from "~/upstream/cache.server";\nexport const x = cached;'],
    [
      "a util taking the upstream's call type",
      "app/utils/probe.server.ts",
      'import type { CallContext } from "~/upstream/transport.server";\nexport type C = CallContext;',
    ],
    [
      "a util reading an upstream answer",
      "app/utils/probe.server.ts",
      'import { withAvatar } from "~/normalise/avatars.server";\nexport const x = withAvatar;',
    ],
    ["a util importing a route", "app/utils/probe.server.ts", 'import { loader } from "~/routes/my.fan/fan.server";\nexport const x = loader;'],
  ];
  for (const [what, file, code] of forbidden)
    it(`refuses ${what}`, async () => {
      expect(await refusals(file, code)).not.toEqual([]);
    });

  const allowed: Array<[string, string, string]> = [
    ["a route module re-exporting its loader and action", "app/routes/_index/route.tsx", 'export { loader, action } from "./home-sections.server";'],
    [
      "a route module taking its loader's type",
      "app/routes/my.favorite/route.tsx",
      'import type { loader } from "./favorite.server";\nexport type L = typeof loader;',
    ],
    [
      "a page's loader using its family's feature",
      "app/routes/my.fan/probe.server.ts",
      'import { loadStreamerList } from "~/features/my/streamer-list.server";\nexport const x = loadStreamerList;',
    ],
    [
      "a file in a page's subfolder using its page's folder",
      "app/routes/search/occasional/Probe.tsx",
      'import { x } from "../StreamerList";\nexport const y = x;',
    ],
    ["the root importing a server module", "app/root.tsx", 'import { getConfig } from "~/utils/env.server";\nexport const x = getConfig;'],
    [
      "a server module importing an HTTP client",
      "app/routes/_index/probe.server.ts",
      'import { getLiveList } from "~/upstream/clients/live.server";\nexport const x = getLiveList;',
    ],
    [
      "an area's lazy parts rendered eagerly on the server",
      "app/routes/_index/lazy.tsx",
      'import * as eager from "./lazy.eager.server";\nexport const x = eager;',
    ],
    [
      "a client using what the clients share",
      "app/upstream/clients/probe.server.ts",
      'import { lookup } from "../station-lookup.server";\nexport const x = lookup;',
    ],
    [
      "a client using the policy and the transport",
      "app/upstream/clients/probe.server.ts",
      'import { upstreamFetch } from "../policy.server";\nimport type { CallContext } from "../transport.server";\nexport const x = upstreamFetch;\nexport type C = CallContext;',
    ],
    ["the policy using the transport", "app/upstream/policy.server.ts", 'import { exchange } from "./transport.server";\nexport const x = exchange;'],
    ["an HTTP client importing a leaf util", "app/upstream/probe.server.ts", 'import { getConfig } from "~/utils/env.server";\nexport const x = getConfig;'],
    [
      "an HTTP client importing domain types",
      "app/upstream/probe.server.ts",
      'import type { BroadcastCard } from "~/domain/cards";\nexport type X = BroadcastCard;',
    ],
    ["domain code using another domain module", "app/domain/probe.ts", 'import { mediaUrl } from "./media";\nexport const x = mediaUrl;'],
    ["a normaliser using the domain", "app/normalise/probe.ts", 'import { mediaUrl } from "~/domain/media";\nexport const x = mediaUrl;'],
    ["a form's schema using the texts", "app/forms/probe.ts", 'import { common } from "~/i18n/ko/common";\nexport const x = common;'],
    [
      "a component using React and the domain",
      "app/components/cards/Probe.tsx",
      'import { useState } from "react";\nimport { mediaUrl } from "~/domain/media";\nexport const x = [useState, mediaUrl];',
    ],
    ["a component's server module rendering a component", "app/components/layout/probe.server.tsx", 'import { x } from "./ErrorPage";\nexport const y = x;'],
    [
      "a util's server module using another util's",
      "app/utils/probe.server.ts",
      'import { getConfig } from "./env.server";\nimport { storeOf } from "~/utils/shared-store.server";\nexport const x = [getConfig, storeOf];',
    ],
    [
      "a util using the domain, a form's schema and the texts",
      "app/utils/probe.ts",
      'import { mediaUrl } from "~/domain/media";\nimport { parseUndo } from "~/forms/card-undo";\nimport { common } from "~/i18n/ko/common";\nexport const x = [mediaUrl, parseUndo, common];',
    ],
    [
      "a feature using the utils",
      "app/features/session/probe.server.ts",
      'import { loginUrlFor } from "~/utils/login-url.server";\nimport { oncePerKey } from "./once-per-key.server";\nexport const x = [loginUrlFor, oncePerKey];',
    ],
  ];
  for (const [what, file, code] of allowed)
    it(`allows ${what}`, async () => {
      expect(await refusals(file, code)).toEqual([]);
    });

  it("lets HTTP clients use only utils that are leaves: each imports packages and other leaves only", () => {
    for (const name of UPSTREAM_LEAF_UTILS) {
      const [file] = fs.readdirSync(path.join(root, "app/utils")).filter((entry) => entry.replace(/\.tsx?$/, "") === name);
      expect(file, name).toBeDefined();
      const source = fs.readFileSync(path.join(root, "app/utils", file), "utf8");
      const imports = [...source.matchAll(/^(?:import|export)[^"']*?from\s+["']([^"']+)["']/gm)].map((match) => match[1]);
      const appImports = imports.filter((specifier) => specifier.startsWith(".") || specifier.startsWith("~/"));
      for (const specifier of appImports) expect(UPSTREAM_LEAF_UTILS, `${name} imports ${specifier}`).toContain(specifier.replace(/^(\.\/|~\/utils\/)/, ""));
    }
  });
});
