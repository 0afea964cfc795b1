// Reading server HTML in tests: React escapes these characters in attribute values and text.
const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

export const decodeEntities = (text: string) => text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
