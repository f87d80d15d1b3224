import { queryClient, queryKeys, type GameStatsDto, type JackpotsByGame } from '@pickwise/api-client';
import { SERVED_DATA_ELEMENT_ID, type ServedData } from '@pickwise/site/served-page';

type PageData = ServedData<JackpotsByGame, GameStatsDto>;

/**
 * The data a page was served with (the gateway renders the pages that show jackpots or a game's
 * statistics with them: libs/site served-page.ts) in the query cache, as if this page had read it
 * when the gateway did: the first render is then the served HTML, and the data is asked for again
 * only once it is stale. The server renderer seeds its cache the same way.
 */
export function seedServedData(served: PageData): void {
  const options = { updatedAt: served.readAt };
  if (served.jackpots) queryClient.setQueryData(queryKeys.jackpots(), served.jackpots, options);
  if (served.stats) queryClient.setQueryData(queryKeys.stats(served.stats.game), served.stats.figures, options);
}

/** Seeds the query cache with the data of this page, if it was served with some (before it is hydrated). */
export function seedDataOfPage(doc: Document): void {
  const text = doc.getElementById(SERVED_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    seedServedData(JSON.parse(text) as PageData);
  } catch (error) {
    // The page's HTML still shows the data; the application asks the API as it would without it.
    console.error('The data served with the page could not be read:', error);
  }
}
