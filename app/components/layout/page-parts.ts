// What pages of several areas share, one import for them all (as components/my/blocks.ts does for the My
// area): the titled Section and useInView. esbuild puts a file into a chunk by the set of pages that reach
// it; imported one by one these two would be two more chunks on every My and feed page (+0.15 KiB first-load
// JS, /my/favorite at 99.9 KiB), through here they are one.
export { Section, type SectionProps } from "./Section";
export { useInView } from "~/utils/use-in-view";
