// hls.js publishes its light build (no subtitles, alternate audio or DRM) without a type file of its own.
declare module "hls.js/light" {
  export { default } from "hls.js";
  export * from "hls.js";
}
