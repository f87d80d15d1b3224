import {
  DomainError,
  METHOD_OPTIONS_SCHEMAS,
  describeZodError,
  generateRequestSchema,
  invalidMethodMessage,
  parseOrThrow,
  replayRequestSchema,
  zodIssues,
  type MethodId,
  type ParsedGenerateRequest,
} from '@pickwise/contracts';
import { findGame, isMethodId, unknownGameMessage, type Game, type MethodOptionsById } from '@pickwise/lottery';

/** A `generation.generate` request as this service's NATS boundary let it in: the game found, the method and its options checked. */
export interface GenerationRequest extends Omit<ParsedGenerateRequest, 'game' | 'method' | 'options'> {
  game: Game;
  method: MethodId;
  options: MethodOptionsById[MethodId];
}

/** A `generation.replay` request: the same, with the date of the statistics the sets were made with. */
export interface ReplayRequest extends GenerationRequest {
  seed: string;
  statsAsOf: string;
}

export function parseGenerationRequest(payload: unknown): GenerationRequest {
  return checked(parseOrThrow(generateRequestSchema, payload));
}

export function parseReplayRequest(payload: unknown): ReplayRequest {
  const request = parseOrThrow(replayRequestSchema, payload);
  return { ...checked(request), seed: request.seed, statsAsOf: request.statsAsOf };
}

/** What the wire schema leaves to this service: the game and method exist, and the options suit the method. */
function checked(request: ParsedGenerateRequest): GenerationRequest {
  const game = findGame(request.game);
  if (!game) throw new DomainError('NOT_FOUND', unknownGameMessage(request.game));
  const method = request.method;
  if (!isMethodId(method)) throw new DomainError('VALIDATION', invalidMethodMessage(method), [{ path: ['method'], code: 'invalid_value' }]);
  return { ...request, game, method, options: parseOptions(method, request.options) };
}

const hasOptionsSchema = (method: MethodId): method is keyof typeof METHOD_OPTIONS_SCHEMAS => method in METHOD_OPTIONS_SCHEMAS;

/** The method's options validated with the specification's rules; methods without options take none. */
function parseOptions(method: MethodId, options: Record<string, unknown> | undefined): MethodOptionsById[MethodId] {
  if (!hasOptionsSchema(method)) return {};
  const parsed = METHOD_OPTIONS_SCHEMAS[method].safeParse(options ?? {});
  if (!parsed.success) {
    // Each message is the specification's text, prefixed by the option it is about.
    throw new DomainError('VALIDATION', describeZodError(parsed.error, ['options']), zodIssues(parsed.error, ['options']));
  }
  return parsed.data;
}
