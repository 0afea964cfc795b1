// How many rows the station home's sections show: its loader asks for that many posts and VODs, and the
// page cuts the notices to it. A module of its own (not the domain's station module) so that the home
// page's first load does not take that module's chunk.
export const RECENT = 8;
