/**
 * Turns the rows a draw reader read into a ParseResult: keeps the rows the request asked for
 * (`ProviderRequest.keep`), checks each draw, and lists every row that failed with its reason.
 */
import type { Game } from '@pickwise/lottery';
import { checkDraw, type CandidateDraw } from './check-draw.js';
import { ProviderPayloadError, type ProviderId } from '../provider.js';
import type { DrawSelection, FetchWindow, ParseResult, ProviderRequest } from './draw-reader.js';

/** One row of a payload: where it was (with an excerpt), and the draw read from it or why none could be. */
export interface PayloadRow {
  at: string;
  read: CandidateDraw | string;
}

/** What a request for a whole file or year keeps for this window: the range asked for, or everything. */
export function keepFor(window: FetchWindow): Pick<ProviderRequest, 'keep'> {
  return window.kind === 'range' ? { keep: { since: window.since, until: window.until } } : {};
}

function selected(candidates: readonly CandidateDraw[], keep: DrawSelection | undefined): Set<CandidateDraw> {
  const inRange = candidates.filter(
    ({ drawDate }) => (!keep?.since || drawDate >= keep.since) && (!keep?.until || drawDate <= keep.until),
  );
  if (keep?.newest === undefined) return new Set(inRange);
  return new Set([...inRange].sort((a, b) => b.drawDate.localeCompare(a.drawDate)).slice(0, keep.newest));
}

export function collectDraws(provider: ProviderId, game: Game, rows: readonly PayloadRow[], keep?: DrawSelection): ParseResult {
  const [first] = rows;
  // Not one row readable: the provider changed its format, which is a failed run, not bad rows.
  if (first && rows.every((row) => typeof row.read === 'string')) {
    throw new ProviderPayloadError(provider, `no row could be read (${first.at}: ${String(first.read)})`);
  }
  const candidates = rows.flatMap((row) => (typeof row.read === 'string' ? [] : [row.read]));
  const wanted = selected(candidates, keep);
  const result: ParseResult = { draws: [], rejected: [] };
  for (const { at, read } of rows) {
    if (typeof read === 'string') {
      result.rejected.push({ row: at, reason: read });
    } else if (wanted.has(read)) {
      const checked = checkDraw(game, read, provider);
      if (checked.ok) result.draws.push(checked.draw);
      else result.rejected.push({ row: at, reason: checked.reason });
    }
  }
  return result;
}
