// The portal's configuration: read from the environment once, validated with zod.
// server.ts calls loadConfig() at start so that a bad value stops the process with one line;
// the Remix build calls getConfig() lazily and gets the same result.
import { z } from "zod";

/** Upstream host roles (design §3) and the path each one has on the embedded reference upstream. */
export const UPSTREAM_ROLES = {
  live: "LIVE_API_URL",
  static: "STATIC_URL",
  search: "SEARCH_API_URL",
  channel: "CHANNEL_API_URL",
  station: "STATION_API_URL",
  my: "MY_API_URL",
  help: "HELP_API_URL",
  item: "ITEM_API_URL",
  ads: "ADS_API_URL",
} as const;
export type UpstreamRole = keyof typeof UPSTREAM_ROLES;

/** Link targets outside the portal (000 §2.2) and their path on the reference upstream. */
export const LINK_HOSTS = {
  play: "PLAY_HOST",
  vod: "VOD_HOST",
  station: "STATION_HOST",
  /** Note (message) windows opened from stations (001 §2.14). */
  note: "NOTE_HOST",
  /** Item windows opened from stations: subscription, stickers, gift banners, points (001 §2.14). */
  item: "ITEM_HOST",
  /** The floating AI assistant's page, embedded on the home page (001 §2.15); its origin is the only one whose messages count. */
  assistant: "ASSISTANT_HOST",
  /** Streamers' pictures: {host}/LOGO/{id[0:2]}/{id}/{id}.jpg, for cards whose list has no avatar field. */
  profileImage: "PROFILE_IMAGE_HOST",
  /** Live broadcasts' pictures: {host}/m/{broad_no}, for a broadcast whose answer has no picture field (the station's `broad`). */
  liveImage: "LIVE_IMAGE_HOST",
} as const;
export type LinkHost = keyof typeof LINK_HOSTS;
/** Where each link host is on a public upstream base (the defaults in docs/configuration.md): the older station host is /st. */
const LINK_HOST_PATHS: Record<LinkHost, string> = {
  play: "play",
  vod: "vod",
  station: "st",
  note: "note",
  item: "item",
  assistant: "assistant",
  profileImage: "img",
  liveImage: "img",
};

const httpUrl = z
  .string()
  .url("must be an absolute http(s) URL")
  .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
  .transform((value) => value.replace(/\/+$/, ""));

const port = z.coerce
  .number({ invalid_type_error: "must be a number" })
  .int("must be an integer")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

const positiveInt = z.coerce.number({ invalid_type_error: "must be a number" }).int("must be an integer").positive("must be greater than 0");

const nonNegativeInt = z.coerce.number({ invalid_type_error: "must be a number" }).int("must be an integer").min(0, "must be 0 or more");

const flag = z
  .enum(["0", "1", "true", "false"], { errorMap: () => ({ message: "must be 0, 1, true or false" }) })
  .transform((value) => value === "1" || value === "true");

const regex = z.string().refine((value) => {
  try {
    new RegExp(value);
    return true;
  } catch {
    return false;
  }
}, "must be a valid regular expression");

const trustProxy = z
  .string()
  .regex(/^(false|true|\d+|[\w.:/, ]+)$/, "must be false, true, a hop count or a list of addresses")
  .transform((value): boolean | number | string => {
    if (value === "false") return false;
    if (value === "true") return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value;
  });

/** A host name as a Host header or ALLOWED_HOSTS entry writes it: a DNS name, an IPv4 address or a bracketed IPv6
 * address, with an optional port. */
export const HOST_SYNTAX = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::\d{1,5})?$/i;

/** The host names answered when neither PUBLIC_ORIGIN nor ALLOWED_HOSTS is set: this machine's loopback only. */
const LOOPBACK_HOSTS = "localhost,127.0.0.1,[::1]";

const allowedHosts = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (hosts) => hosts.length > 0 && hosts.every((host) => HOST_SYNTAX.test(host)),
    "must be host names separated by commas, such as www.example.com,example.com",
  );

const publicOrigin = httpUrl.refine((value) => {
  const url = new URL(value);
  return url.origin === value && !url.username && !url.password;
}, "must be an origin without a path, such as https://www.example.com");

/** Powerful features the portal never uses, turned off for it and every frame it embeds. */
const DEFAULT_PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PRODUCT_NAME: z.string().trim().min(1, "must not be empty").max(40, "must be at most 40 characters").default("스트림온"),
  LOGO_TEXT: z.string().trim().min(1, "must not be empty").max(20, "must be at most 20 characters").default("STREAMON"),
  SESSION_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  UPSTREAM_URL: httpUrl.optional(),
  ...Object.fromEntries(Object.values(UPSTREAM_ROLES).map((name) => [name, httpUrl.optional()])),
  ...Object.fromEntries(Object.values(LINK_HOSTS).map((name) => [name, httpUrl.optional()])),
  LOGIN_URL: httpUrl.optional(),
  LOGOUT_URL: httpUrl.optional(),
  PUBLIC_UPSTREAM_URL: httpUrl.optional(),
  REFERENCE_UPSTREAM_PORT: port.optional(),
  REFERENCE_UPSTREAM_DB: z.string().min(1).default("data/reference.db"),
  REFERENCE_UPSTREAM_RESET: flag.default("0"),
  REFERENCE_UPSTREAM_TEST_API: flag.default("0"),
  REFERENCE_UPSTREAM_FROZEN: flag.default("0"),
  BENCH_ROUTE: flag.default("0"),
  UPSTREAM_TIMEOUT_MS: positiveInt.default(30000),
  UPSTREAM_MAX_BODY_MB: positiveInt.default(4),
  UPSTREAM_BREAKER_FAILURES: positiveInt.default(5),
  UPSTREAM_BREAKER_OPEN_MS: positiveInt.default(5000),
  UPSTREAM_CACHE_ENTRIES: positiveInt.default(1000),
  GUEST_HTML_CACHE_MS: nonNegativeInt.default(1000),
  UPSTREAM_ANSWER_CACHE_MS: nonNegativeInt.default(5000),
  UPSTREAM_SESSION_COOKIE: z
    .string()
    .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, "must be a cookie name such as UserTicket")
    .default("UserTicket"),
  APP_USER_AGENT_PATTERN: regex.default("StreamOnApp/(\\d+\\.\\d+\\.\\d+)"),
  APP_SCHEME: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]*$/, "must be a URL scheme such as streamon")
    .default("streamon"),
  HELP_PHONE: z.string().min(1).default("1688-0000"),
  HELP_EMAIL: z.string().email("must be an e-mail address").default("help@streamon.example"),
  HELP_DOMAIN_ID: z.string().min(1).default("streamon"),
  TRUST_PROXY: trustProxy.default("false"),
  PUBLIC_ORIGIN: publicOrigin.optional(),
  ALLOWED_HOSTS: allowedHosts.optional(),
  FRAME_ANCESTORS: z.string().min(1).default("'self'"),
  PERMISSIONS_POLICY: z
    .string()
    .regex(/^[a-z-]+=\([^()]*\)(\s*,\s*[a-z-]+=\([^()]*\))*$/, "must be a Permissions-Policy such as camera=(), fullscreen=(self)")
    .default(DEFAULT_PERMISSIONS_POLICY),
  RATE_LIMIT_GENERAL_PER_MIN: positiveInt.default(600),
  RATE_LIMIT_MUTATION_PER_MIN: positiveInt.default(120),
  RATE_LIMIT_FORM_PER_MIN: positiveInt.default(10),
  RATE_LIMIT_FORM_ADDRESS_PER_MIN: positiveInt.default(60),
  RATE_LIMIT_FORM_TURN_PER_MIN: positiveInt.default(60),
  MAX_BODY_MB: positiveInt.default(12),
  FORM_MIN_FILL_MS: z.coerce.number({ invalid_type_error: "must be a number" }).int("must be an integer").min(0, "must not be negative").default(1500),
  FORM_MAX_FILL_MS: positiveInt.default(3_600_000),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10000),
  SHUTDOWN_GRACE_MS: nonNegativeInt.default(5000),
  REQUEST_TIMEOUT_MS: positiveInt.default(60000),
  HEADERS_TIMEOUT_MS: positiveInt.default(10000),
  KEEP_ALIVE_TIMEOUT_MS: positiveInt.default(65000),
  WEB_CONCURRENCY: positiveInt.max(64, "must be at most 64").default(1),
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  LOG_PROBES: flag.default("0"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "must be a redis:// or rediss:// URL")
    // ioredis reads the path as the database number and, given anything else, uses database 0 with an error
    // line: the instances would share the wrong database.
    .refine(
      (value) => URL.canParse(value) && /^\/?(\d{1,5})?$/.test(new URL(value).pathname),
      "must name its database as a number (redis://host:6379/0), or none",
    )
    .optional(),
  ADMISSION_CONTROL: flag.default("1"),
  ADMISSION_MAX_LAG_MS: nonNegativeInt.default(200),
  ADMISSION_MAX_WAIT_MS: nonNegativeInt.default(500),
  ADMISSION_MAX_UTILISATION: z.coerce
    .number({ invalid_type_error: "must be a number" })
    .gt(0, "must be greater than 0 and at most 1")
    .max(1, "must be greater than 0 and at most 1")
    .default(0.9),
  ADMISSION_MAX_IN_FLIGHT: nonNegativeInt.default(1000),
  LIVE_EVENTS_INTERVAL_MS: positiveInt.min(250, "must be at least 250").default(5000),
  LIVE_EVENTS_HEARTBEAT_MS: positiveInt.min(1000, "must be at least 1000").default(20000),
  LIVE_EVENTS_PER_ADDRESS: nonNegativeInt.default(20),
});

type RawEnv = z.infer<typeof EnvSchema>;

export type Config = {
  nodeEnv: RawEnv["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  productName: string;
  logoText: string;
  sessionSecret: string;
  sessionSecretGenerated: boolean;
  /** Base URL per upstream role, used by the server for its calls. */
  upstream: Record<UpstreamRole, string>;
  /** Browser-facing base URL per external link host. */
  links: Record<LinkHost, string>;
  loginUrl: string;
  logoutUrl: string;
  /** Set when no upstream is configured: server.ts then starts the reference upstream here. */
  embeddedUpstream: { port: number; internalUrl: string; publicUrl: string; dbPath: string; reset: boolean; testApi: boolean; frozen: boolean } | null;
  upstreamTimeoutMs: number;
  /** Largest upstream answer read (bytes); a longer one is cut off and counts as a failure. */
  upstreamMaxBodyBytes: number;
  /** Per host role: consecutive failures that open the circuit, and how long it stays open. */
  upstreamBreaker: { failures: number; openMs: number };
  /** Entries of the per-instance cache of slowly changing upstream lists. */
  upstreamCacheEntries: number;
  /** How long a viewer's read of a list is answered again without asking the upstream (0: never). */
  upstreamAnswerCacheMs: number;
  /** How long a public page's HTML rendered for a guest is served again (0: never). */
  guestHtmlCacheMs: number;
  /** The upstream's login cookie: without it a request is a guest's, asked about nowhere. */
  upstreamSessionCookie: string;
  appUserAgentPattern: RegExp;
  appScheme: string;
  help: { phone: string; email: string; domainId: string };
  trustProxy: boolean | number | string;
  /** The portal's one public origin (PUBLIC_ORIGIN): every link, redirect and cache key uses it; null: the
   * request's own host, when it is one of `allowedHosts`. */
  publicOrigin: string | null;
  /** Host names (lower case, an optional port) the portal answers for; any other gets 400. */
  allowedHosts: string[];
  frameAncestors: string;
  permissionsPolicy: string;
  /** formPerMin: sends of a public form per person (member, else visitor cookie, else address); formAddressPerMin:
   * the same sends per address, whoever sends them; formTurnPerMin: every post to a public form's address (a
   * chatbot turn, a category applied, a file removed), per address. */
  rateLimit: { generalPerMin: number; mutationPerMin: number; formPerMin: number; formAddressPerMin: number; formTurnPerMin: number };
  maxBodyBytes: number;
  formMinFillMs: number;
  /** A public form posted later than this after its render is refused (its honeypot token has expired). */
  formMaxFillMs: number;
  shutdownTimeoutMs: number;
  /** On SIGTERM, how long /readyz answers 503 while the portal still serves, before it stops listening. */
  shutdownGraceMs: number;
  /** How long a client may take to send a whole request, and its headers (slow clients hold sockets). */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection stays open: longer than a proxy in front keeps its own. */
  keepAliveTimeoutMs: number;
  /** Worker processes sharing the port (1: no cluster). */
  webConcurrency: number;
  logLevel: RawEnv["LOG_LEVEL"];
  /** Access lines for the load balancer's probes (/healthz, /readyz) too. */
  logProbes: boolean;
  /** The benchmarks' empty route (/bench/empty) is served (BENCH_ROUTE=1). */
  benchRoute: boolean;
  /** Where Prometheus metrics are served (a listener of their own, never the public port); null: nowhere. */
  metrics: { port: number; host: string } | null;
  /** Redis for the state instances share (rate limits, honeypot tokens, idempotency keys); null: memory. */
  redisUrl: string | null;
  /** The live event streams (issue 70): how often the live hosts are read, how often an idle stream gets a heartbeat,
   * how many streams one client address may hold open (0: no bound). */
  liveEvents: { intervalMs: number; heartbeatMs: number; perAddress: number };
  /** Past these an instance sheds load (server/admission.ts): its event loop busy (`maxUtilisation` of the time) with
   * what is ready waiting `maxLagMs` on it or the requests open waiting `maxWaitMs` (Little's law), or `maxInFlight`
   * requests open; 0 turns a signal off, `enabled` false all of them (ADMISSION_CONTROL=0). */
  admission: { enabled: boolean; maxLagMs: number; maxWaitMs: number; maxUtilisation: number; maxInFlight: number };
};

export class ConfigError extends Error {
  name = "ConfigError";
}

/** One line per problem: 'PORT must be an integer (got "abc")'. */
function describeIssue(issue: z.ZodIssue, env: Record<string, string | undefined>): string {
  const name = String(issue.path[0] ?? "environment");
  const got = env[name];
  const shown = got === undefined ? "" : ` (got ${JSON.stringify(got.length > 60 ? `${got.slice(0, 57)}...` : got)})`;
  return `${name} ${issue.message}${shown}`;
}

function randomSecret(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString("hex");
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as operators often write `FOO=` in env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    // One message per variable: the first thing wrong with it.
    const seen = new Map<string, z.ZodIssue>();
    for (const issue of parsed.error.issues) if (!seen.has(String(issue.path[0]))) seen.set(String(issue.path[0]), issue);
    throw new ConfigError(`Invalid configuration: ${[...seen.values()].map((issue) => describeIssue(issue, cleaned)).join("; ")}`);
  }
  const raw = parsed.data as RawEnv & Record<string, string | undefined>;

  const roleUrls = Object.values(UPSTREAM_ROLES).map((name) => raw[name]);
  const anyUpstreamConfigured = Boolean(raw.UPSTREAM_URL) || roleUrls.some(Boolean);
  const referencePort = raw.REFERENCE_UPSTREAM_PORT ?? (raw.PORT === 65535 ? 65534 : raw.PORT + 1);
  if (!anyUpstreamConfigured && referencePort === raw.PORT) {
    throw new ConfigError("Invalid configuration: REFERENCE_UPSTREAM_PORT must differ from PORT");
  }
  const embeddedUpstream = anyUpstreamConfigured
    ? null
    : {
        port: referencePort,
        internalUrl: `http://127.0.0.1:${referencePort}`,
        // Same host name as the README's http://localhost:3000, so the login cookie reaches the portal.
        publicUrl: raw.PUBLIC_UPSTREAM_URL ?? `http://localhost:${referencePort}`,
        dbPath: raw.REFERENCE_UPSTREAM_DB,
        reset: raw.REFERENCE_UPSTREAM_RESET,
        testApi: raw.REFERENCE_UPSTREAM_TEST_API,
        frozen: raw.REFERENCE_UPSTREAM_FROZEN,
      };
  const internalBase = raw.UPSTREAM_URL ?? embeddedUpstream?.internalUrl;
  const publicBase = raw.PUBLIC_UPSTREAM_URL ?? embeddedUpstream?.publicUrl ?? raw.UPSTREAM_URL;

  const upstream = {} as Record<UpstreamRole, string>;
  for (const [role, name] of Object.entries(UPSTREAM_ROLES) as [UpstreamRole, string][]) {
    const value = raw[name] ?? (internalBase ? `${internalBase}/${role}` : undefined);
    if (!value) {
      throw new ConfigError(`Invalid configuration: ${name} is required when UPSTREAM_URL is not set and other roles are configured`);
    }
    upstream[role] = value;
  }
  const links = {} as Record<LinkHost, string>;
  for (const [host, name] of Object.entries(LINK_HOSTS) as [LinkHost, string][]) {
    const value = raw[name] ?? (publicBase ? `${publicBase}/${LINK_HOST_PATHS[host]}` : undefined);
    if (!value) throw new ConfigError(`Invalid configuration: ${name} is required when UPSTREAM_URL is not set`);
    links[host] = value;
  }
  const loginUrl = raw.LOGIN_URL ?? (publicBase ? `${publicBase}/login/login.php` : undefined);
  if (!loginUrl) throw new ConfigError("Invalid configuration: LOGIN_URL is required when UPSTREAM_URL is not set");
  const logoutUrl = raw.LOGOUT_URL ?? loginUrl.replace(/login\.php$/, "logout.php");
  // Node refuses a header time-out longer than the whole request's.
  if (raw.HEADERS_TIMEOUT_MS > raw.REQUEST_TIMEOUT_MS) {
    throw new ConfigError("Invalid configuration: HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS");
  }
  if (raw.METRICS_PORT !== undefined && (raw.METRICS_PORT === raw.PORT || (embeddedUpstream && raw.METRICS_PORT === embeddedUpstream.port))) {
    throw new ConfigError("Invalid configuration: METRICS_PORT must differ from PORT and from the reference upstream's port");
  }
  // Instances that share a store share their users: a form one of them rendered is sent to another, whose
  // generated secret would not read its session (a 400, the text lost).
  if (raw.REDIS_URL && !raw.SESSION_SECRET) {
    throw new ConfigError(
      "Invalid configuration: SESSION_SECRET is required when REDIS_URL is set (every instance that shares the store must sign with the same secret)",
    );
  }
  const origin = raw.PUBLIC_ORIGIN ?? null;
  // The public origin's own host is always answered; a list adds others (a second name), and without either
  // only loopback names are (a fresh clone's http://localhost:3000).
  const hosts = raw.ALLOWED_HOSTS ?? (origin ? [] : allowedHosts.parse(LOOPBACK_HOSTS));

  return {
    nodeEnv: raw.NODE_ENV,
    isProduction: raw.NODE_ENV === "production",
    port: raw.PORT,
    host: raw.HOST,
    productName: raw.PRODUCT_NAME,
    logoText: raw.LOGO_TEXT,
    sessionSecret: raw.SESSION_SECRET ?? randomSecret(),
    sessionSecretGenerated: !raw.SESSION_SECRET,
    upstream,
    links,
    loginUrl,
    logoutUrl,
    embeddedUpstream,
    upstreamTimeoutMs: raw.UPSTREAM_TIMEOUT_MS,
    upstreamMaxBodyBytes: raw.UPSTREAM_MAX_BODY_MB * 1024 * 1024,
    upstreamBreaker: { failures: raw.UPSTREAM_BREAKER_FAILURES, openMs: raw.UPSTREAM_BREAKER_OPEN_MS },
    upstreamCacheEntries: raw.UPSTREAM_CACHE_ENTRIES,
    upstreamAnswerCacheMs: raw.UPSTREAM_ANSWER_CACHE_MS,
    guestHtmlCacheMs: raw.GUEST_HTML_CACHE_MS,
    upstreamSessionCookie: raw.UPSTREAM_SESSION_COOKIE,
    appUserAgentPattern: new RegExp(raw.APP_USER_AGENT_PATTERN),
    appScheme: raw.APP_SCHEME,
    help: { phone: raw.HELP_PHONE, email: raw.HELP_EMAIL, domainId: raw.HELP_DOMAIN_ID },
    trustProxy: raw.TRUST_PROXY,
    publicOrigin: origin,
    allowedHosts: origin ? [...new Set([new URL(origin).hostname, ...hosts])] : hosts,
    frameAncestors: raw.FRAME_ANCESTORS,
    permissionsPolicy: raw.PERMISSIONS_POLICY,
    rateLimit: {
      generalPerMin: raw.RATE_LIMIT_GENERAL_PER_MIN,
      mutationPerMin: raw.RATE_LIMIT_MUTATION_PER_MIN,
      formPerMin: raw.RATE_LIMIT_FORM_PER_MIN,
      formAddressPerMin: raw.RATE_LIMIT_FORM_ADDRESS_PER_MIN,
      formTurnPerMin: raw.RATE_LIMIT_FORM_TURN_PER_MIN,
    },
    maxBodyBytes: raw.MAX_BODY_MB * 1024 * 1024,
    formMinFillMs: raw.FORM_MIN_FILL_MS,
    formMaxFillMs: raw.FORM_MAX_FILL_MS,
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    shutdownGraceMs: raw.SHUTDOWN_GRACE_MS,
    requestTimeoutMs: raw.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: raw.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: raw.KEEP_ALIVE_TIMEOUT_MS,
    webConcurrency: raw.WEB_CONCURRENCY,
    logLevel: raw.LOG_LEVEL,
    logProbes: raw.LOG_PROBES,
    /** The benchmarks' empty route (/bench/empty) is served. */
    benchRoute: raw.BENCH_ROUTE,
    metrics: raw.METRICS_PORT === undefined ? null : { port: raw.METRICS_PORT, host: raw.METRICS_HOST },
    redisUrl: raw.REDIS_URL ?? null,
    liveEvents: { intervalMs: raw.LIVE_EVENTS_INTERVAL_MS, heartbeatMs: raw.LIVE_EVENTS_HEARTBEAT_MS, perAddress: raw.LIVE_EVENTS_PER_ADDRESS },
    admission: {
      enabled: raw.ADMISSION_CONTROL,
      maxLagMs: raw.ADMISSION_MAX_LAG_MS,
      maxWaitMs: raw.ADMISSION_MAX_WAIT_MS,
      maxUtilisation: raw.ADMISSION_MAX_UTILISATION,
      maxInFlight: raw.ADMISSION_MAX_IN_FLIGHT,
    },
  };
}

let cached: Config | undefined;

/** The process-wide configuration (parsed on first use). */
export function getConfig(): Config {
  cached ??= loadConfig();
  return cached;
}

/** Tests only: forget the cached configuration after changing process.env. */
export function resetConfigForTests(): void {
  cached = undefined;
}
