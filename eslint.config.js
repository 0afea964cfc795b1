// Lint: the usual rules for TypeScript, React hooks and accessibility, plus the design's layer rules
// (../shared/design.md §2 "Never"), so that the layers hold by machine, not by memory.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Server-only modules: the `.server` suffix keeps them (and what they import) out of the browser. */
const SERVER_MODULES = { group: ["**/*.server", "**/*.server.*"], message: "server-only module: pure code and UI never import one (types included)." };
const REFERENCE_UPSTREAM = {
  group: ["**/reference-upstream", "**/reference-upstream/**"],
  message: "the app talks to the reference upstream over HTTP only, like any upstream.",
};
const UPSTREAM_CLIENTS = { group: ["~/upstream/*", "**/upstream/*"], message: "HTTP clients are for loaders and actions; take domain types from ~/domain." };
const ROUTES = { group: ["~/routes/*", "**/routes/*"], message: "a route is a leaf: shared UI and types live in components/ and domain/." };
const COMPONENTS = { group: ["~/components/*", "**/components/*"], message: "HTTP clients hold no UI." };
/** The upstream layer's parts, each a leaf of the one above: clients → policy → transport (design §2). */
const UPSTREAM_POLICY = { regex: "(^|/)policy\\.server$", message: "the transport knows nothing of the policy above it." };
const UPSTREAM_ROLE_CLIENTS = {
  regex: "(^|/)clients/",
  message: "the policy and the transport serve the clients and never call one.",
};
const OTHER_CLIENTS = {
  regex: "^\\./|(^|/)clients/",
  message: "a client calls its own host role only: what two clients share lives beside them in upstream/.",
};
const FEATURES = { group: ["~/features/*", "**/features/*"], message: "HTTP clients hold no page logic: features call them, not the other way." };
/** What pure code (domain, normalise, i18n, forms) never reaches: it runs alike on the server, in the browser and in tests. */
const PURE = "pure code (domain, normalise, i18n, forms) knows no UI, no page logic and no upstream form";
const REACT = { group: ["react", "react-dom", "react-dom/*", "@remix-run/react"], message: `${PURE}: React is the components'.` };
const UI = { group: ["~/components/*", "**/components/*"], message: `${PURE}: the components use it, not the other way.` };
const PAGE_LOGIC = { group: ["~/features/*", "**/features/*"], message: `${PURE}: the features use it, not the other way.` };
const UPSTREAM_FORMS = {
  group: ["~/normalise/*", "**/normalise/*"],
  message: `${PURE}: the domain's rules read domain types; what an upstream answer looks like is normalise/'s.`,
};
/**
 * The utils an HTTP client may use: leaves (they import no other app module but one another), so that the
 * upstream layer never depends on page logic. tests/unit/lint/layers.test.ts checks that each is a leaf.
 */
export const UPSTREAM_LEAF_UTILS = [
  "env.server",
  "log.server",
  "metrics.server",
  "sanitize.server",
  "purifier.server",
  "station-html.server",
  "device-cookie.server",
  "submission-scope.server",
  "return-url",
  "links",
  "last-change",
];
const NON_LEAF_UTILS = {
  group: ["~/utils/*", "**/utils/*", ...UPSTREAM_LEAF_UTILS.flatMap((name) => [`!~/utils/${name}`, `!**/utils/${name}`])],
  message: "an HTTP client uses only the leaf utils (UPSTREAM_LEAF_UTILS in eslint.config.js): page logic lives in features and routes.",
};
/** What utils/, a leaf drawer (design §2), never reaches up to: it serves the layers above and knows none of them. */
const LEAF = "utils/ is a leaf: it imports domain, forms, i18n and other utils only";
const UTILS_LEAF = [
  { group: ["~/features/*", "**/features/*"], message: `${LEAF}; what uses a family's logic is a feature.` },
  { group: ["~/components/*", "**/components/*"], message: `${LEAF}; what renders a component lives among the components or the features.` },
  { group: ["~/upstream/*", "**/upstream/*"], message: `${LEAF}; what calls a host (or its cache) is a feature's or a loader's.` },
  { group: ["~/normalise/*", "**/normalise/*"], message: `${LEAF}; what reads an upstream answer into the domain is normalise/'s, called above.` },
  ROUTES,
];
/**
 * A page's folder is a leaf: its files reach no other page's folder (what a family of pages shares lives in
 * app/features/<family>/). `up` is the way out of the folder from where the file sits.
 */
const otherRouteFolders = (up) => ({
  regex: `^(${up}|~/routes/)`,
  message: "a route folder is a leaf: what a family of pages shares lives in app/features/<family>/.",
});
/** The layer rules of a page's folder's files, where `dir` globs them (at its top, or in a subfolder). */
const routeFolder = (dir, up) => {
  const boundary = otherRouteFolders(up);
  return [
    {
      files: [`${dir}*.{ts,tsx}`],
      ignores: ["**/*.server.*", "**/route.{ts,tsx}", "**/lazy.{ts,tsx}"],
      rules: restrict(REFERENCE_UPSTREAM, SERVER_MODULES, UPSTREAM_CLIENTS, boundary),
    },
    { files: [`${dir}lazy.{ts,tsx}`], rules: restrict(REFERENCE_UPSTREAM, LAZY_EAGER, UPSTREAM_CLIENTS, boundary) },
    { files: [`${dir}*.server.*`], rules: restrict(REFERENCE_UPSTREAM, boundary) },
    // The route module re-exports its loader and action and draws the page: the hosts are its .server files' to call.
    { files: [`${dir}route.{ts,tsx}`], rules: restrict(REFERENCE_UPSTREAM, UPSTREAM_CLIENTS, boundary) },
  ];
};
/** Modules that may import a server module without being one: the document's root and a route's module (re-exporting its loader and action, or taking their types). */
const ROUTE_MODULES = ["app/root.tsx", "app/routes/*/route.{ts,tsx}"];
/** An area's lazy.tsx renders its parts on the server from lazy.eager.server.ts (UI only; the browser bundle empties it). */
const LAZY_EAGER = { ...SERVER_MODULES, group: [...SERVER_MODULES.group, "!./lazy.eager.server"] };

/** One no-restricted-imports rule per layer (a later config object replaces the rule, so each lists all). */
const restrict = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  { ignores: ["build/", "public/build/", "dist/", "node_modules/", "test-results/", "playwright-report/", "data/", ".cache/", "reports/", ".stryker-tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      "no-empty": ["error", { allowEmptyCatch: true }],
      // Input checks strip control characters on purpose.
      "no-control-regex": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dialogs move focus to their first control when they open (the WAI-ARIA dialog pattern).
      "jsx-a11y/no-autofocus": "off",
      ...restrict(REFERENCE_UPSTREAM),
    },
  },
  // Whatever the browser may load (every module but a `.server` one and the route modules): no server module, no
  // HTTP client.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.server.*", ...ROUTE_MODULES],
    rules: restrict(REFERENCE_UPSTREAM, SERVER_MODULES, UPSTREAM_CLIENTS),
  },
  { files: ["app/**/lazy{,-*}.{ts,tsx}"], rules: restrict(REFERENCE_UPSTREAM, LAZY_EAGER, UPSTREAM_CLIENTS) },
  // Pure code: no server module, no HTTP client, no route, no React, no component, no feature; the domain's rules
  // read no upstream form either (normalise/ reads the upstream into the domain, not the other way).
  {
    files: ["app/normalise/**", "app/i18n/**", "app/forms/**"],
    ignores: ["**/*.server.*"],
    rules: restrict(REFERENCE_UPSTREAM, SERVER_MODULES, UPSTREAM_CLIENTS, ROUTES, REACT, UI, PAGE_LOGIC),
  },
  {
    files: ["app/domain/**"],
    ignores: ["**/*.server.*"],
    rules: restrict(REFERENCE_UPSTREAM, SERVER_MODULES, UPSTREAM_CLIENTS, ROUTES, REACT, UI, PAGE_LOGIC, UPSTREAM_FORMS),
  },
  // A server module among the components or the normalisers renders or reads; it calls no host (features and loaders do).
  { files: ["app/components/**/*.server.*", "app/normalise/**/*.server.*"], rules: restrict(REFERENCE_UPSTREAM, UPSTREAM_CLIENTS, ROUTES) },
  { files: ["app/components/**"], ignores: ["**/*.server.*"], rules: restrict(REFERENCE_UPSTREAM, SERVER_MODULES, UPSTREAM_CLIENTS, ROUTES) },
  // A family's shared logic serves its pages and never reaches into them.
  { files: ["app/features/**"], ignores: ["**/*.server.*"], rules: restrict(REFERENCE_UPSTREAM, SERVER_MODULES, UPSTREAM_CLIENTS, ROUTES) },
  { files: ["app/features/**/*.server.*"], rules: restrict(REFERENCE_UPSTREAM, ROUTES) },
  // The pages' folders: a file at a folder's top may not leave it (../), one in a subfolder not go above it (../../).
  ...routeFolder("app/routes/*/", "\\.\\./"),
  ...routeFolder("app/routes/*/*/**/", "\\.\\./\\.\\./"),
  // The browser bundle empties a lazy.tsx's (or lazy-<part>.tsx's) eager import and loads each part's chunk instead
  // (utils/lazy-hydration.tsx).
  { files: ["app/components/**/lazy{,-*}.{ts,tsx}"], rules: restrict(REFERENCE_UPSTREAM, LAZY_EAGER, UPSTREAM_CLIENTS, ROUTES) },
  // PageLink writes its markup on the server from PageLink.server.tsx (the browser bundle empties it).
  {
    files: ["app/components/links/PageLink.tsx"],
    rules: restrict(REFERENCE_UPSTREAM, { ...SERVER_MODULES, group: [...SERVER_MODULES.group, "!./PageLink.server"] }, UPSTREAM_CLIENTS, ROUTES),
  },
  // utils/ is a leaf drawer: nothing in it reaches up to a feature, a component, a normaliser, the upstream or a route.
  { files: ["app/utils/**"], ignores: ["**/*.server.*"], rules: restrict(REFERENCE_UPSTREAM, SERVER_MODULES, ...UTILS_LEAF) },
  { files: ["app/utils/**/*.server.*"], rules: restrict(REFERENCE_UPSTREAM, ...UTILS_LEAF) },
  // HTTP clients hold no page logic: they never reach up into routes, components, features or utils that are not leaves.
  { files: ["app/upstream/**"], rules: restrict(REFERENCE_UPSTREAM, ROUTES, COMPONENTS, FEATURES, NON_LEAF_UTILS) },
  { files: ["app/upstream/clients/**"], rules: restrict(REFERENCE_UPSTREAM, ROUTES, COMPONENTS, FEATURES, NON_LEAF_UTILS, OTHER_CLIENTS) },
  // Below the clients: the policy calls no client, the transport neither a client nor the policy.
  { files: ["app/upstream/*.server.ts"], rules: restrict(REFERENCE_UPSTREAM, ROUTES, COMPONENTS, FEATURES, NON_LEAF_UTILS, UPSTREAM_ROLE_CLIENTS) },
  {
    files: ["app/upstream/transport.server.ts", "app/upstream/nesting.server.ts"],
    rules: restrict(REFERENCE_UPSTREAM, ROUTES, COMPONENTS, FEATURES, NON_LEAF_UTILS, UPSTREAM_ROLE_CLIENTS, UPSTREAM_POLICY),
  },
  {
    files: ["tests/**", "e2e/**", "scripts/**", "reference-upstream/**", "server/**", "*.ts", "*.js"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
