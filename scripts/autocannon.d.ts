// The part of autocannon's API that scripts/bench.ts uses (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; p50: number; p99: number; total: number };
  type Result = { requests: Histogram; latency: Histogram; non2xx: number };
  type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string> };
  export default function autocannon(options: Options): Promise<Result>;
}
