/** The middle value (the upper of the two middle ones for an even count), as the measuring scripts print it. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
