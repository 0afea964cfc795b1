// The Remix request handler, as @remix-run/express's own except for one thing: the Request's URL is built from
// the public origin decided for the request (server/public-origin.ts), not from req.protocol, req.hostname and
// whatever port a Host or X-Forwarded-Host header names. Loaders build links and same-origin checks from
// request.url; it must be the origin the guest cache keys on.
import { type AppLoadContext, createReadableStreamFromReadable, createRequestHandler, type ServerBuild, writeReadableStreamToWritable } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";

function remixHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else headers.set(name, values);
  }
  return headers;
}

function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // Concatenated, not resolved: a path such as '//evil.example/x' stays a path of this origin.
  const url = `${res.locals.origin}${req.originalUrl}`;
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: remixHeaders(req), signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  // Loaders and actions are aborted once no answer can be written any more (the client went away first).
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(url, init);
}

async function sendRemixResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

export function remixHandler({
  build,
  mode,
  getLoadContext,
}: {
  build: ServerBuild;
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const response = await handle(remixRequest(req, res), getLoadContext(req, res));
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
