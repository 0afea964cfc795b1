// Texts of the station area, copied exactly from the spec. Filled in by the issue that builds the area.
export const station = {} as const;
