// The benchmarks' baseline page is not part of the portal: without BENCH_ROUTE=1 it is the not-found page.
import { afterEach, describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/bench.empty/bench-empty.server";
import { resetConfigForTests } from "~/utils/env.server";

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

describe("/bench/empty", () => {
  it("answers 404 unless the benchmarks turned it on", () => {
    vi.stubEnv("BENCH_ROUTE", "0");
    resetConfigForTests();
    let thrown: unknown = null;
    try {
      loader();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("is served with BENCH_ROUTE=1", () => {
    vi.stubEnv("BENCH_ROUTE", "1");
    resetConfigForTests();
    expect(loader()).toBeNull();
  });
});
