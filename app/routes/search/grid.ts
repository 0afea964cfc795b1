// The search page's one card grid: every list of cards on the page (LIVE, VOD, a streamer's
// latest videos, recommended contents, the game's lives) takes the columns of one table of 000 §9
// (components/cards/cards.module.css), so that their cards have one width and line up section under section, as
// on the directory and /live/all; Catch and Catch stories, whose pictures stand upright, go two to each column.
export const SEARCH_GRID_COLUMNS = "live" as const;
