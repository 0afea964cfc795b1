// /my/subscribe (001 §2.4): subscribed streamers, on the shared streamer-list loader and pin action (features/my/streamer-list.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadStreamerList, streamerListAction } from "~/features/my/streamer-list.server";

export const loader = (args: LoaderFunctionArgs) => loadStreamerList(args, "subscribe");

export const action = (args: ActionFunctionArgs) => streamerListAction(args, "subscribe");
