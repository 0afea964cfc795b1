// The one part of jsdom the portal uses (utils/purifier.server.ts): a window for a DOMPurify instance.
// jsdom ships no types of its own.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
