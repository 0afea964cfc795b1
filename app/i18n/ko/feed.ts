// Texts of the feed area, copied exactly from the spec. Filled in by the issue that builds the area.
export const feed = {} as const;
