// An event stream of the portal's (issue 70) as a test reads it: the SSE messages as they arrive, waited on with a
// deadline; the reference upstream's test API starting, changing and ending a broadcast.

export type SseMessage = { id: string | null; event: string; data: string };
export type LiveChangeMessage = { kind: string; userId: string; viewers?: number; title?: string };

export type OpenStream = {
  status: number;
  messages: SseMessage[];
  /** Resolves with the first message (from the start of the stream) that `match` accepts, within `withinMs`. */
  waitFor(what: string, match: (message: SseMessage) => boolean, withinMs?: number): Promise<SseMessage>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function openStream(base: string, ids: string[], headers: Record<string, string> = {}, query = ""): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/resources/live-events?ids=${ids.join(",")}${query}`, {
    headers: { accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  const messages: SseMessage[] = [];
  const waiting = new Set<() => void>();
  let buffer = "";
  const read = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = block.split("\n").filter((line) => line && !line.startsWith(":"));
          const field = (name: string) =>
            fields
              .filter((line) => line.startsWith(`${name}: `))
              .map((line) => line.slice(name.length + 2))
              .join("\n");
          if (!fields.some((line) => line.startsWith("data: "))) continue;
          messages.push({ id: field("id") || null, event: field("event") || "message", data: field("data") });
          for (const wake of waiting) wake();
        }
      }
    } catch {
      // Aborted by close().
    }
  };
  const ended = read();
  void ended.then(() => {
    for (const wake of waiting) wake();
  });
  let done = false;
  void ended.then(() => (done = true));
  return {
    status: response.status,
    messages,
    ended,
    close: () => controller.abort(),
    waitFor(what, match, withinMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (found) {
            cleanup();
            resolve(found);
          } else if (done) {
            cleanup();
            reject(new Error(`${what}: the stream ended first`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${what}: not within ${withinMs / 1000} s (${messages.length} messages)`));
        }, withinMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiting.delete(check);
        };
        waiting.add(check);
        check();
      });
    },
  };
}

/** The changes a message carries. */
export const changesOf = (message: SseMessage) => JSON.parse(message.data) as LiveChangeMessage[];

/** A `live` message (a read's changes) with a change of `kind` for `userId`. */
export const liveChange =
  (kind: string, userId: string, extra: (change: LiveChangeMessage) => boolean = () => true) =>
  (message: SseMessage) =>
    message.event === "live" && changesOf(message).some((change) => change.kind === kind && change.userId === userId && extra(change));

/** The reference upstream's test API: a broadcast started, changed or ended now. */
export async function broadcast(upstream: string, userId: string, action: "start" | "change" | "end", body: { title?: string; viewers?: number } = {}) {
  const response = await fetch(`${upstream}/__test/lives/${userId}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${action} ${userId}: ${response.status}`);
}
