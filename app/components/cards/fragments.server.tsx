// The server's card renderer (components/cards/fragments.ts). A card item is rendered to HTML once per
// distinct inputs and kept as UTF-8 bytes: a list that many requests show (home's, /live/all's, a keyword's
// results, a member's own lists while they stay the same) is written from those bytes instead of being
// rendered, joined and encoded again for each request. The inputs are plain data and are the key,
// so kept bytes are exactly what rendering again would give: a card whose data, links or date text change is
// a new key. Kept by size, least recently used first.
//
// React writes a marker comment where a list's items go, and the response's stream puts the bytes there
// (`splice`): joining the items into one string for React would copy and encode a quarter of a megabyte
// per page again.
import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { ComponentType } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import type { FragmentRenderer } from "./fragments";
import type { ByteRewrite } from "~/utils/html-stream.server";

/** The kept items' bytes and keys, about 24 MB (a card is about 2.5 KB of HTML and a short key). */
const MAX_BYTES = 24 * 1024 * 1024;

const kept = new LRUCache<string, Buffer>({ maxSize: MAX_BYTES, sizeCalculation: (bytes, key) => bytes.length + 2 * key.length });
const componentIds = new WeakMap<ComponentType<never>, number>();
let lastComponentId = 0;

const idOf = (Component: ComponentType<never>) => {
  let id = componentIds.get(Component);
  if (id === undefined) componentIds.set(Component, (id = ++lastComponentId));
  return id;
};

/**
 * Content ids: an object's JSON stands for it in an item's key by a number, the same for objects with the same
 * JSON while that JSON is remembered, and found again by the object itself (a list kept from the upstream is the
 * same objects from request to request: their JSON is not made again). Domain objects never change once made.
 */
const contentIds = new LRUCache<string, number>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (_id, json) => 2 * json.length + 64 });
const idOfObject = new WeakMap<object, number>();
let lastContentId = 0;

function contentId(value: object): number {
  let id = idOfObject.get(value);
  if (id === undefined) {
    const json = JSON.stringify(value);
    id = contentIds.get(json);
    if (id === undefined) contentIds.set(json, (id = ++lastContentId));
    idOfObject.set(value, id);
  }
  return id;
}

/**
 * An item's inputs as a key: objects by their content id, strings by their length and text (nothing in a text
 * can end it early), other values as they print. Made for every item of every list a page shows, so without
 * the intermediate arrays and JSON of each value.
 */
function keyOf(props: object): string {
  let key = "";
  for (const name in props) {
    const value: unknown = (props as Record<string, unknown>)[name];
    if (typeof value === "string") key += `${name}"${value.length}:${value};`;
    else if (value !== null && typeof value === "object") key += `${name}#${contentId(value)};`;
    else key += `${name}=${typeof value === "function" ? "function" : String(value)};`;
  }
  return key;
}

/** What `make` gives for the component with these inputs, made once while `cache` keeps it. */
function madeOnce<P extends object, V extends Buffer | string>(
  cache: LRUCache<string, V>,
  Component: ComponentType<P>,
  props: P,
  make: (element: JSX.Element) => V,
): V {
  const key = `${idOf(Component as ComponentType<never>)}:${keyOf(props)}`;
  let made = cache.get(key);
  if (made === undefined) {
    made = make(<Component {...props} />);
    cache.set(key, made);
  }
  return made;
}

function renderedItem<P extends object>(Component: ComponentType<P>, props: P): Buffer {
  return madeOnce(kept, Component, props, (element) => Buffer.from(renderToString(element)));
}

const keptMarkups = new LRUCache<string, string>({ maxSize: MAX_BYTES / 8, sizeCalculation: (html, key) => 2 * (html.length + key.length) });

/**
 * A component's static markup (renderToStaticMarkup: nothing for React to hydrate) made once per distinct inputs,
 * as items are: HTML that a page sends in its data rather than renders (a member's side bar on every page).
 */
export function keptMarkup<P extends object>(Component: ComponentType<P>, props: P): string {
  return madeOnce(keptMarkups, Component, props, renderToStaticMarkup);
}

/** Unguessable, so that no text of a page (upstream HTML included) can pass for a marker. */
const MARKER_PREFIX = Buffer.from(`<!--cards:${randomBytes(12).toString("hex")}:`);
const MARKER_END = Buffer.from("-->");
/** The longest marker: the prefix, a list's number and the end. */
const MAX_MARKER_BYTES = MARKER_PREFIX.length + 10 + MARKER_END.length;
/** Nothing held back (one empty buffer for every request and chunk). */
const NOTHING = Buffer.alloc(0);

/**
 * A request's renderer and the rewrite of its response's bytes (utils/html-stream.server.ts) that puts each
 * list's items where React wrote its marker. A marker may arrive split between two chunks: the rewrite holds
 * back a chunk's tail that could begin one.
 */
export function fragmentSplice(): { render: FragmentRenderer; splice: ByteRewrite } {
  const lists: Buffer[][] = [];
  const render: FragmentRenderer = (Component, items) => {
    lists.push(items.map((props) => renderedItem(Component, props)));
    return `${MARKER_PREFIX}${lists.length - 1}${MARKER_END}`;
  };
  let held: Buffer = NOTHING;
  const splice: ByteRewrite = {
    write(chunk, emit) {
      let data = held.length ? Buffer.concat([held, chunk]) : chunk;
      held = NOTHING;
      for (;;) {
        const start = data.indexOf(MARKER_PREFIX);
        if (start === -1) break;
        const end = data.indexOf(MARKER_END, start + MARKER_PREFIX.length);
        if (end === -1) {
          if (data.length - start < MAX_MARKER_BYTES) {
            held = data.subarray(start);
            data = data.subarray(0, start);
          }
          break;
        }
        const list = lists[Number(data.subarray(start + MARKER_PREFIX.length, end).toString("latin1"))];
        if (start > 0) emit(data.subarray(0, start));
        if (list) for (const item of list) emit(item);
        data = data.subarray(end + MARKER_END.length);
      }
      if (held.length === 0 && data.length) {
        // A tail that could be the beginning of a marker waits for the next chunk.
        const keep = partialPrefixAt(data);
        if (keep > 0) {
          held = data.subarray(data.length - keep);
          data = data.subarray(0, data.length - keep);
        }
      }
      if (data.length) emit(data);
    },
    end(emit) {
      if (held.length) emit(held);
    },
  };
  return { render, splice };
}

/** How many bytes at the end of `data` are the beginning of the marker prefix (0 when none). The prefix has
 * one '<', its first byte, so only the last '<' of the tail can begin it. */
function partialPrefixAt(data: Buffer): number {
  const at = data.lastIndexOf(MARKER_PREFIX[0], data.length - 1);
  if (at === -1 || data.length - at >= MARKER_PREFIX.length) return 0;
  return data.subarray(at).equals(MARKER_PREFIX.subarray(0, data.length - at)) ? data.length - at : 0;
}
