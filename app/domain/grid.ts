// The layout's one width rule the code reads (the grids' columns by container width, 000 §9, are
// cards.module.css's container queries alone).
export const MOBILE_BREAKPOINT_PX = 768;
