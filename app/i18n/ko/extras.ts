// Texts of the extras area, copied exactly from the spec. Filled in by the issue that builds the area.
export const extras = {} as const;
