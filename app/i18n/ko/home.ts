// Texts of the home area, copied exactly from the spec. Filled in by the issue that builds the area.
export const home = {} as const;
