// The CSP nonce reaches React through context (set by entry.server from the load context), never
// through loader data, so that it is not serialised into the page's JSON.
import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext<string>("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export const useNonce = () => useContext(NonceContext);
