// The part of autocannon's API that the measuring scripts (bench, profile-render) use (the package ships no types).
declare module "autocannon" {
  type Result = { requests: { average: number; total: number }; non2xx: number };
  type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string> };
  /** A run: its result once it ends, and each answer as it arrives (its time in fractional milliseconds). */
  type Instance = Promise<Result> & {
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): Instance;
  };
  export default function autocannon(options: Options): Instance;
}
