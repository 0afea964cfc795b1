// The portal's one icon set: <Icon name> draws a symbol of the sprite public/icons.svg (one cached file) in
// the text's colour, 1.25 em square unless the caller's class sizes it. Always decorative (aria-hidden):
// the control or text around it carries the name (an icon-only control has its own aria-label).
// Parts on every page's first-load JS (the header, scroll-to-top, the station post's UP) write the same
// <svg className="icon" aria-hidden><use href="/icons.svg#name" /></svg> themselves: importing this module
// there would cost every page a chunk of its own (docs/budgets.md).

export type IconName =
  | "menu"
  | "more"
  | "star"
  | "star-filled"
  | "bell"
  | "bell-off"
  | "mail"
  | "thumbs-up"
  | "fire"
  | "heart"
  | "heart-filled"
  | "user"
  | "viewers"
  | "arrow-up"
  | "play"
  | "chevron-down"
  | "chevron-up"
  | "chevron-left"
  | "chevron-right"
  | "close"
  | "external"
  | "check"
  | "pause"
  | "home"
  | "live"
  | "grid"
  | "pin"
  | "share"
  | "lock";

export function Icon({ name, className = "" }: { name: IconName; className?: string }) {
  return (
    <svg className={`icon ${className}`} aria-hidden>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
