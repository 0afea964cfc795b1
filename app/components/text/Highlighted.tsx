// A result's text with the searched keyword in bold (domain/highlight.ts): search's posts, the FAQ search's titles.
import { highlightParts } from "~/domain/highlight";

export function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>{highlightParts(text, keyword).map((part, index) => (part.match ? <strong key={index}>{part.text}</strong> : <span key={index}>{part.text}</span>))}</>
  );
}
