// Help-centre node ids (002 §9.2–9.4). The short numbers of the tables are forms of NODE0000000xxx.
export function helpNodeId(shortOrFull: string): string {
  const text = shortOrFull.trim();
  if (/^NODE\d{10}$/.test(text)) return text;
  if (/^\d{1,10}$/.test(text)) return `NODE${text.padStart(10, "0")}`;
  return text;
}

export const HELP_NODE = {
  faqRoot: "NODE0000000003",
  illegalReport: "NODE0000000486",
  objection: "NODE0000000473",
  alsoDefined: "NODE0000000001",
} as const;

export function isObjectionNode(value: string | null | undefined): boolean {
  return value ? helpNodeId(value) === HELP_NODE.objection : false;
}
