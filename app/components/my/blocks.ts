// The building blocks of the My pages, one import for them all: each lives in a module named for what it
// holds, and the pages and the area's components take them (and the area's styles) from here so that the
// browser gets them as one chunk. esbuild puts code into chunks by which pages reach each file: imported one
// by one, these would load as six small chunks on every list page (about 0.8 KiB more first-load JS, over
// the 100 KiB budget on /my/favorite). So import them from here, not from their own modules.
export { DialogLink, dialogModule, keepListForDialog, useMyDialog } from "./dialog-links";
export { EmptyState } from "./EmptyState";
export { Fields } from "./Fields";
export { MoreLink } from "./MoreLink";
export { usePendingRemoval } from "./pending-removal";
export { Section } from "./Section";
export { SortControl } from "./SortControl";
export { default as myStyles } from "./my.module.css";
