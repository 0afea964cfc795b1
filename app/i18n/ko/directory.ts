// Texts of the directory area, copied exactly from the spec. Filled in by the issue that builds the area.
export const directory = {} as const;
