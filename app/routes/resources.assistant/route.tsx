// POST /resources/assistant: the floating AI assistant's changes (001 §2.15, §4.8); assistant.server.ts.
export { action, loader } from "./assistant.server";
