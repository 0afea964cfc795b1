// Texts of the cards area, copied exactly from the spec. Filled in by the issue that builds the area.
export const cards = {} as const;
