// The baseline of `npm run cold-start`: a bare Node http server that imports the Remix build (what any start
// of the portal must at least do) and answers /healthz. PORT from the environment.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

await import(pathToFileURL(path.resolve("build/index.js")).href);

http
  .createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
    res.end('{"status":"ok"}');
  })
  .listen(Number(process.env.PORT), "127.0.0.1");
