import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "~/utils/env.server";

const base = { NODE_ENV: "production" } as NodeJS.ProcessEnv;

function messageFor(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a configuration error");
}

describe("configuration from the environment", () => {
  it("starts with no variables at all, on the embedded reference upstream", () => {
    const config = loadConfig({ NODE_ENV: "production" });
    expect(config.port).toBe(3000);
    expect(config.embeddedUpstream).toMatchObject({ port: 3001, internalUrl: "http://127.0.0.1:3001", publicUrl: "http://localhost:3001" });
    expect(config.upstream.live).toBe("http://127.0.0.1:3001/live");
    expect(config.upstream.help).toBe("http://127.0.0.1:3001/help");
    expect(config.loginUrl).toBe("http://localhost:3001/login/login.php");
    expect(config.logoutUrl).toBe("http://localhost:3001/login/logout.php");
    expect(config.links.play).toBe("http://localhost:3001/play");
    // The older station host (hidden streamers, 스트리머 랭킹, the owner's programme pages) is /st, as docs/configuration.md says.
    expect(config.links.station).toBe("http://localhost:3001/st");
    expect(config.links.note).toBe("http://localhost:3001/note");
    // Pictures the platform keeps by convention (avatars, live broadcasts' pictures) are on its image host, /img.
    expect(config.links.profileImage).toBe("http://localhost:3001/img");
    expect(config.links.liveImage).toBe("http://localhost:3001/img");
    expect(config.sessionSecretGenerated).toBe(true);
  });

  it("UPSTREAM_URL sets every role; a role variable overrides its own", () => {
    const config = loadConfig({ ...base, UPSTREAM_URL: "https://api.example/", SEARCH_API_URL: "https://search.example" });
    expect(config.embeddedUpstream).toBeNull();
    expect(config.upstream.live).toBe("https://api.example/live");
    expect(config.upstream.search).toBe("https://search.example");
    expect(config.loginUrl).toBe("https://api.example/login/login.php");
  });

  it.each([
    [{ PORT: "abc" }, 'PORT must be a number (got "abc")'],
    [{ PORT: "70000" }, 'PORT must be between 1 and 65535 (got "70000")'],
    [{ PORT: "3.5" }, 'PORT must be an integer (got "3.5")'],
    [{ UPSTREAM_URL: "api.example" }, 'UPSTREAM_URL must be an absolute http(s) URL (got "api.example")'],
    [{ LIVE_API_URL: "ftp://x.example" }, 'LIVE_API_URL must start with http:// or https:// (got "ftp://x.example")'],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET must be at least 16 characters"],
    [{ APP_USER_AGENT_PATTERN: "(" }, 'APP_USER_AGENT_PATTERN must be a valid regular expression (got "(")'],
    [{ APP_SCHEME: "Stream On" }, "APP_SCHEME must be a URL scheme such as streamon"],
    [{ REFERENCE_UPSTREAM_RESET: "yes" }, "REFERENCE_UPSTREAM_RESET must be 0, 1, true or false"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ RATE_LIMIT_FORM_PER_MIN: "0" }, "RATE_LIMIT_FORM_PER_MIN must be greater than 0"],
    [{ PORT: "3000", REFERENCE_UPSTREAM_PORT: "3000" }, "REFERENCE_UPSTREAM_PORT must differ from PORT"],
    [{ LIVE_API_URL: "https://live.example" }, "STATIC_URL is required"],
    [{ PERMISSIONS_POLICY: "camera none" }, "PERMISSIONS_POLICY must be a Permissions-Policy"],
    [{ HEADERS_TIMEOUT_MS: "70000" }, "HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS"],
    [{ REDIS_URL: "localhost:6379" }, "REDIS_URL must be a redis:// or rediss:// URL"],
    [{ REDIS_URL: "redis://127.0.0.1:6379/one", SESSION_SECRET: "0123456789abcdef" }, "REDIS_URL must name its database as a number"],
    [{ REDIS_URL: "redis://127.0.0.1:6379/0" }, "SESSION_SECRET is required when REDIS_URL is set"],
    [{ ADMISSION_MAX_LAG_MS: "-5" }, "ADMISSION_MAX_LAG_MS must be 0 or more"],
    [{ REQUEST_TIMEOUT_MS: "0" }, "REQUEST_TIMEOUT_MS must be greater than 0"],
    [{ PUBLIC_ORIGIN: "https://www.example.com/portal" }, "PUBLIC_ORIGIN must be an origin without a path"],
    [{ PUBLIC_ORIGIN: "www.example.com" }, "PUBLIC_ORIGIN must be an absolute http(s) URL"],
    [{ ALLOWED_HOSTS: "www.example.com, a b" }, "ALLOWED_HOSTS must be host names separated by commas"],
    [{ ALLOWED_HOSTS: "https://www.example.com" }, "ALLOWED_HOSTS must be host names separated by commas"],
    [{ METRICS_PORT: "3000" }, "METRICS_PORT must differ from PORT"],
    [{ METRICS_PORT: "3001" }, "METRICS_PORT must differ from PORT and from the reference upstream's port"],
    [{ SHUTDOWN_GRACE_MS: "-1" }, "SHUTDOWN_GRACE_MS must be 0 or more"],
  ])("%j → one line naming the variable", (env, text) => {
    const message = messageFor(env);
    expect(message).toContain(text);
    expect(message.startsWith("Invalid configuration: ")).toBe(true);
    expect(message).not.toContain("\n");
  });

  it("one public origin: configured, or the hosts allowed, loopback names by default", () => {
    expect(loadConfig(base)).toMatchObject({ publicOrigin: null, allowedHosts: ["localhost", "127.0.0.1", "[::1]"] });
    expect(loadConfig({ ...base, PUBLIC_ORIGIN: "https://www.example.com/" })).toMatchObject({
      publicOrigin: "https://www.example.com",
      allowedHosts: ["www.example.com"],
    });
    expect(loadConfig({ ...base, PUBLIC_ORIGIN: "https://www.example.com", ALLOWED_HOSTS: "Example.com, www.example.com" }).allowedHosts).toEqual([
      "www.example.com",
      "example.com",
    ]);
    expect(loadConfig({ ...base, ALLOWED_HOSTS: "portal.example:8080" })).toMatchObject({ publicOrigin: null, allowedHosts: ["portal.example:8080"] });
  });

  it("SIGTERM's grace period before the drain: 5 s unless set", () => {
    expect(loadConfig(base).shutdownGraceMs).toBe(5000);
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_MS: "0" }).shutdownGraceMs).toBe(0);
  });

  it("metrics only where asked, on loopback by default", () => {
    expect(loadConfig(base).metrics).toBeNull();
    expect(loadConfig({ ...base, METRICS_PORT: "9464" }).metrics).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(loadConfig({ ...base, METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" }).metrics).toEqual({ port: 9464, host: "0.0.0.0" });
  });

  it("empty values count as unset", () => {
    expect(loadConfig({ ...base, PORT: "", UPSTREAM_URL: "" }).port).toBe(3000);
  });
});
