/**
 * First day (yyyy-mm-01) of the current month in `timeZone`. "This month" of a game's history is
 * its own calendar month: draw dates are the game's local dates, so a Powerball draw of 31 October
 * at 22:59 New York time still belongs to October when it is already 1 November in UTC.
 */
export function monthStartIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = parts.find((part) => part.type === 'year')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  return `${year}-${month}-01`;
}
