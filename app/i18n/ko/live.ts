// Texts of the live area, copied exactly from the spec. Filled in by the issue that builds the area.
export const live = {} as const;
