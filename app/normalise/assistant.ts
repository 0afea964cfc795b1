// The assistant session (001 §3.4) from the personal API's answer: token, persona, chat-history flag,
// toggle and icon size, in whatever spelling the service sends (snake_case or the spec's camelCase).
import { parseIconSize, type IconSize, type Persona } from "~/domain/assistant";
import { first, flag, snakeKeys, text } from "./fields";
import { mediaUrl } from "~/domain/media";

export type AssistantSession = {
  token: string;
  persona: Persona;
  hasChatHistory: boolean;
  /** Toggle on (floating icon) or off (hidden icon). */
  enabled: boolean;
  /** The size the service remembers; the device's cookie wins over it. */
  size: IconSize | null;
};

/** Null when there is no usable session: no token (the assistant is then not shown) or no persona. */
export function normaliseAssistantSession(raw: unknown): AssistantSession | null {
  const data = snakeKeys(raw);
  const token = text(data, "token");
  const persona = snakeKeys(data.persona);
  const streamerId = text(persona, "streamer_id");
  if (!token || !streamerId) return null;
  const toggle = first(data, "toggle");
  return {
    token,
    persona: {
      streamerId,
      streamerNick: text(persona, "streamer_nick") || streamerId,
      streamerProfile: mediaUrl(persona.streamer_profile) ?? "",
    },
    hasChatHistory: flag(data, "has_chat_history"),
    // Anything but an explicit off keeps the assistant on.
    enabled:
      typeof toggle === "boolean"
        ? toggle
        : !["off", "n", "0", "false"].includes(
            String(toggle ?? "")
              .trim()
              .toLowerCase(),
          ),
    size: parseIconSize(snakeKeys(data.icon).size ?? data.icon_size),
  };
}
