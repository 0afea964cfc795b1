// Texts of the my area, copied exactly from the spec. Filled in by the issue that builds the area.
export const my = {} as const;
