// The form resource routes (POST /resources/…) have nothing to show: asked for as a page (an address typed, a link
// followed), they go home, rather than to Remix's English error for a route without a loader.
import { redirect } from "@remix-run/node";

export const goHome = () => redirect("/");
