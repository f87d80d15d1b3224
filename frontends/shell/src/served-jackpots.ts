import { queryClient, queryKeys, type JackpotsByGame } from '@pickwise/api-client';
import { SERVED_JACKPOTS_ELEMENT_ID, type ServedJackpots } from '@pickwise/site';

/**
 * The jackpots a page was served with (the gateway renders the pages that show them with their
 * values: libs/site served-page.ts) put in the query cache before the page is hydrated, so the
 * application's first render is that HTML, and asked again only once they are stale (as if this
 * page had read them at the time the gateway did).
 */
export function seedServedJackpots(doc: Document): void {
  const text = doc.getElementById(SERVED_JACKPOTS_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    const served = JSON.parse(text) as ServedJackpots<JackpotsByGame>;
    queryClient.setQueryData(queryKeys.jackpots(), served.jackpots, { updatedAt: served.readAt });
  } catch (error) {
    // The page's HTML still shows them; the application asks the API as it would without them.
    console.error('The jackpots served with the page could not be read:', error);
  }
}
