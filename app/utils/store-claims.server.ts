// The shared store's refusal of a claim it cannot check (SharedStoreUnavailableError, utils/shared-store.server.ts),
// known by its name: the store in the load context is made by server.ts (dist/server.js) from its own copy of that
// module, so the class the app's bundle imports is another one and `instanceof` never matched what the store threw
// (a help form sent during an outage got the 500 page instead of the form as it was).
export const isClaimUnchecked = (error: unknown): boolean => error instanceof Error && error.name === "SharedStoreUnavailableError";
