/**
 * What every magayo endpoint shares (docs/providers.md §6): `<base>/<endpoint>.php?api_key=…&game=<code>`,
 * answered with a JSON object whose `error` is 0, or the code of a refusal (a missing or wrong key,
 * a spent quota, an unknown game).
 */
import type { GameId } from '@pickwise/lottery';
import { excerpt, isRecord, parseJson, shapeOf, wholeNumber } from '../payload.js';
import { ProviderPayloadError, type ProviderSettings } from '../provider.js';
import { providerUrl } from '../provider-url.js';
import { magayoGameCode } from './game-codes.js';

export function magayoUrl(endpoint: 'results.php' | 'jackpot.php', game: GameId, settings: ProviderSettings, params: Record<string, string> = {}): string {
  // Both services leave magayo out without a key, so getting here without one is a wiring mistake.
  if (!settings.apiKey) throw new Error('magayo: no API key');
  return providerUrl(settings.baseUrl, `/${endpoint}`, { api_key: settings.apiKey, game: magayoGameCode(game), ...params });
}

export interface MagayoAnswer {
  /** 0 when magayo answered; else the refusal's code (see `magayoError`). */
  error: number;
  fields: Record<string, unknown>;
}

/** Reads the body of any magayo endpoint; throws ProviderPayloadError for a body that is not a magayo answer. */
export function readMagayoAnswer(body: string): MagayoAnswer {
  const payload = parseJson('magayo', body);
  if (!isRecord(payload)) throw new ProviderPayloadError('magayo', `expected an answer object, got ${shapeOf(payload)}: ${excerpt(payload)}`);
  const error = wholeNumber(payload.error);
  if (Number.isNaN(error)) throw new ProviderPayloadError('magayo', `no error code in ${excerpt(payload)}`);
  return { error, fields: payload };
}
