// Texts of the search area, copied exactly from the spec. Filled in by the issue that builds the area.
export const search = {} as const;
