// The part of autocannon's API that scripts/bench.ts uses (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; p50: number; p99: number; total: number };
  type Result = { requests: Histogram; non2xx: number };
  type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string> };
  /** A run: its result once it ends, and each answer as it arrives (its time in fractional milliseconds). */
  type Instance = Promise<Result> & {
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): Instance;
  };
  export default function autocannon(options: Options): Instance;
}
