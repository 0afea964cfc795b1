// GET /manifest.webmanifest: the name and icons a phone uses when the portal is added to its home screen
// (the icons are public/icon-*.png, drawn from public/icon.svg). The name is the configured product name.
import { getConfig } from "~/utils/env.server";

/** The brand colour of the icons (styles/tokens.css --color-primary). */
const BRAND_COLOUR = "#0545b1";

export function loader() {
  const { productName } = getConfig();
  const manifest = {
    name: productName,
    short_name: productName,
    lang: "ko",
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: BRAND_COLOUR,
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
