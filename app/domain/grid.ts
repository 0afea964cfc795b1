// Grid columns by container width (000 §9). Categories use the card thresholds with their own counts.
type Tier = { minWidth: number; columns: number };

const CARD_TIERS: Tier[] = [
  { minWidth: 1687, columns: 6 },
  { minWidth: 1261, columns: 5 },
  { minWidth: 1060, columns: 4 },
  { minWidth: 810, columns: 3 },
  { minWidth: 556, columns: 2 },
];
const LIVE_TIERS: Tier[] = [
  { minWidth: 1623, columns: 6 },
  { minWidth: 1202, columns: 5 },
  { minWidth: 1000, columns: 4 },
  { minWidth: 751, columns: 3 },
  { minWidth: 496, columns: 2 },
];
const CATEGORY_COLUMNS = [10, 8, 6, 5, 4] as const;

function pick(tiers: Tier[], width: number, fallback: number): number {
  return tiers.find((tier) => width >= tier.minWidth)?.columns ?? fallback;
}

export const cardColumns = (width: number) => pick(CARD_TIERS, width, 1);
export const liveColumns = (innerWidth: number) => pick(LIVE_TIERS, innerWidth, 1);
export function categoryColumns(width: number): number {
  const index = CARD_TIERS.findIndex((tier) => width >= tier.minWidth);
  return index === -1 ? 3 : CATEGORY_COLUMNS[index];
}

export const MOBILE_BREAKPOINT_PX = 768;
