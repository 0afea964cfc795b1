// The results area of /search (000 §2.7): exactly the groups of the tab, in the spec's order, each
// with its own empty default, and the side column. Tabs, filters, '더보기' and toggles are links.
import { CardGrid } from "~/components/cards/CardGrid";
import { defaultMenuFor, type BroadcastCard } from "~/domain/cards";
import { SEARCH_SIZES, VIEW_PARAMS, type SearchView } from "~/domain/search";
import { cardsOf, type CardColumns } from "~/domain/card-columns";
import type { SearchResultsView } from "~/domain/search-page";
import { search } from "~/i18n/ko/search";
import { FilterMenu } from "./Filters";
import { SEARCH_GRID_COLUMNS } from "./grid";
import { NoResult } from "./NoResult";
import { AdBanner, GameProfile, Homonyms, ProfileCard, RecommendedContents, Shortcuts, SuggestionLine, Themes } from "./occasional/lazy";
import { PostList } from "./PostList";
import styles from "./search.module.css";
import { Section } from "./Section";
import { RelatedKeywords, TagTrend } from "./SideLists";
import { StreamerChips, StreamerList } from "./StreamerList";

const cardMenu = (card: BroadcastCard) => defaultMenuFor(card.kind);
const LOCATION = "search";

// A result list (columns) keeps the markup the server rendered of it in a page loaded whole (CardGrid's inHtml).
// Every list is on the page's one grid (./grid.ts).
const resultGrid = (cards: CardColumns | BroadcastCard[], variant?: "live" | "catch", empty?: JSX.Element) => (
  <CardGrid
    cards={Array.isArray(cards) ? cards : cardsOf(cards)}
    inHtml={!Array.isArray(cards) && cards.inHtml}
    location={LOCATION}
    variant={variant}
    columns={SEARCH_GRID_COLUMNS}
    menu={cardMenu}
    headingLevel={3}
    empty={empty}
  />
);

/** The LIVE group: its results, or (none found but lives to offer) the extra lives under a notice. */
function liveResults(data: SearchResultsView, showList: (count: number) => boolean) {
  const { live, controls } = data;
  const t = search;
  if (live.cards.rows.length || !live.extra.rows.length)
    return showList(live.cards.rows.length) ? (
      <Section title={t.live.title} controls={<FilterMenu control={controls.liveOrder} />} moreHref={controls.more.live} testId="live-results">
        {resultGrid(live.cards, "live", <NoResult />)}
      </Section>
    ) : null;
  return (
    <Section title={t.live.extraTitle} controls={<FilterMenu control={controls.liveOrder} />} testId="live-extra">
      <p className={styles.notice}>{t.live.noResult(data.searched)}</p>
      {resultGrid(live.extra, "live")}
    </Section>
  );
}

export function Results({ data, view }: { data: SearchResultsView; view: SearchView }) {
  const groups = new Set(data.groups);
  const lives = data.live.cards;
  const stories = data.stories;
  const catches = data.catches;
  const vods = data.vod.cards;
  const { query, theme, controls } = data;
  const t = search;
  const { mode } = query;
  const onTotal = mode.kind === "search" && mode.tab === "total";
  const tagLive = mode.kind === "tag" && mode.hashType === "live";
  const tagVod = mode.kind === "tag" && !tagLive;
  const isCatch = query.filters.vodFileType === "CATCH";
  const topThemes = theme.themes.filter((block) => block.isTop);
  const otherThemes = theme.themes.filter((block) => !block.isTop);
  const related = data.recommendedStreamers.length ? (
    <Section title={t.relatedStreamers} testId="related-streamers">
      <StreamerChips streamers={data.recommendedStreamers} />
    </Section>
  ) : null;
  // On the total tab a group without results is left out; on its own tab it says so.
  const showList = (count: number) => count > 0 || !onTotal;
  const liveSection = groups.has("live") || tagLive ? liveResults(data, showList) : null;
  // A streamer's name leads to their live (issue 72): the LIVE list, their broadcast first, right under their
  // profile, before their latest videos and the related streamers.
  const liveFirst = data.profileLive !== null && lives.rows.length > 0;

  return (
    // Tabs, filters and '더보기' load the results in place: skeleton cards meanwhile (utils/page-feedback.ts);
    // a view-only toggle loads nothing.
    <div className={styles.columns} data-list-params="*" data-list-ignore={VIEW_PARAMS.join(" ")}>
      <div className={styles.main}>
        {data.suggestion ? <SuggestionLine suggestion={data.suggestion} /> : null}
        {data.nothingFound ? <NoResult /> : null}
        {theme.shortcuts.length ? <Shortcuts shortcuts={theme.shortcuts} /> : null}
        {topThemes.length ? <Themes themes={topThemes} /> : null}
        {theme.profile ? (
          <ProfileCard profile={theme.profile} live={data.profileLive} isOwn={data.isOwnProfile} expanded={view.profileExpanded} medalLayer={view.medalLayer} />
        ) : null}
        {liveFirst ? liveSection : null}
        {theme.ad ? <AdBanner ad={theme.ad} /> : null}
        {theme.profile && theme.latestVods.length ? (
          <Section title={t.latest(theme.profile.nick)} testId="latest-vods">
            {resultGrid(theme.latestVods.slice(0, SEARCH_SIZES.latestSlides))}
          </Section>
        ) : null}
        {theme.themeVods.map((entry) => (
          <Section key={entry.nick} title={t.latest(entry.nick)}>
            {resultGrid(entry.cards.slice(0, SEARCH_SIZES.latestSlides))}
          </Section>
        ))}
        {theme.game ? (
          <GameProfile game={theme.game} esport={theme.esport} tab={view.gameTab} league={view.league} english={data.english} today={data.today} />
        ) : null}
        {otherThemes.length ? <Themes themes={otherThemes} /> : null}
        {theme.homonyms.length ? <Homonyms streamers={theme.homonyms} /> : null}
        {onTotal ? related : null}
        {liveFirst ? null : liveSection}
        {theme.recommend.length ? <RecommendedContents items={theme.recommend} /> : null}
        {stories.rows.length ? (
          <Section title={t.catchStory} testId="catch-stories">
            {resultGrid(stories, "catch")}
          </Section>
        ) : null}
        {catches.rows.length ? (
          <Section title={t.catch} testId="catches">
            {resultGrid(catches, "catch")}
          </Section>
        ) : null}
        {(groups.has("vod") || tagVod) && showList(vods.rows.length) ? (
          <Section
            title={isCatch ? t.catch : t.vod}
            controls={[controls.vodOrder, controls.vodFileType, controls.vodPeriod].map((control) =>
              control ? <FilterMenu key={control.label} control={control} /> : null,
            )}
            moreHref={controls.more.vod}
            testId="vod-results"
          >
            {resultGrid(vods, isCatch ? "catch" : undefined, <NoResult periodTip />)}
          </Section>
        ) : null}
        {groups.has("posts") && showList(data.posts.items.length) ? (
          <Section
            title={t.posts}
            controls={controls.postPeriod ? <FilterMenu control={controls.postPeriod} /> : null}
            moreHref={controls.more.post}
            testId="post-results"
          >
            {data.posts.items.length ? (
              <PostList posts={data.posts.items} keyword={data.searched} />
            ) : (
              <NoResult title={data.postEmptyTitle ?? undefined} periodTip />
            )}
          </Section>
        ) : null}
        {groups.has("streamers") && showList(data.streamers.items.length) ? (
          <Section
            title={t.streamers}
            controls={controls.streamerOrder ? <FilterMenu control={controls.streamerOrder} /> : null}
            moreHref={controls.more.streamer}
            testId="streamer-results"
          >
            {data.streamers.items.length ? <StreamerList streamers={data.streamers.items} /> : <NoResult />}
          </Section>
        ) : null}
        {onTotal ? null : related}
      </div>
      <aside className={styles.aside}>
        <RelatedKeywords words={data.related} expanded={view.relatedExpanded} />
        <TagTrend items={data.tagTrend} />
      </aside>
    </div>
  );
}
