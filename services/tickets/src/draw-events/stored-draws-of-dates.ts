import { DRAWS_RANGE_LIMIT_MAX, type DrawRecord } from '@pickwise/contracts';

/** Draws asked of `draws.range` at once: its largest page. */
export const RANGE_PAGE = DRAWS_RANGE_LIMIT_MAX;

/**
 * The stored draws of `dates` (ascending), oldest first, a page at a time: `readPage(from, to)`
 * answers the game's stored draws from `from` to `to` (the newest date), oldest first, at most
 * `pageSize`. A date without a stored draw is simply absent: nothing is said of it.
 */
export async function* storedDrawsOfDates(
  dates: readonly string[],
  readPage: (from: string, to: string) => Promise<DrawRecord[]>,
  pageSize = RANGE_PAGE,
): AsyncGenerator<DrawRecord[]> {
  if (dates.length === 0) return;
  const wanted = new Set(dates);
  const to = dates.at(-1) as string;
  let from = dates[0] as string;
  for (;;) {
    const draws = await readPage(from, to);
    if (draws.length < pageSize) {
      yield draws.filter((draw) => wanted.has(draw.draw_date));
      return;
    }
    // A full page may end inside a date (UK Lotto draws twice on some nights): that date is read whole with the next page.
    const last = (draws.at(-1) as DrawRecord).draw_date;
    if (last === from) throw new Error(`more than ${pageSize} draws on ${last}`);
    yield draws.filter((draw) => draw.draw_date !== last && wanted.has(draw.draw_date));
    from = last;
  }
}
