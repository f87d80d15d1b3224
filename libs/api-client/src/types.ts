/**
 * Response types of the gateway API (docs/architecture.md §3). Bodies that libs/contracts describes are
 * imported from it as types only, so no schema code reaches the browser bundle.
 */
import type {
  DrawFilter,
  DrawsListResponse,
  GameStatsDto,
  GameSummary,
  GenerateRequest,
  GenerateResponse,
  JackpotEntry,
  JackpotsResponse,
  Me,
  MethodSummary,
  Profile,
  ProfileUpdate,
  SystemHealth,
} from '@pickwise/contracts';

export type {
  ContactMessage,
  ContactMessagesList,
  ContactReceived,
  ContactRequest,
  DrawCorrection,
  DrawCorrectionsResponse,
  DrawDetail,
  DrawDetailsResponse,
  DrawListEntry,
  DrawSource,
  DrawVerificationStatus,
  ListedDrawSource,
  TicketCheckBody,
  TicketCheckResponse,
  TicketWin,
  AdminGameHealth,
  AdminHealthResponse,
  GameHealthStatus,
  GenerationLogEntry,
  GenerationLogsList,
  IngestionBootstrapResult,
  IngestionRunResult,
  IngestLogRow,
  IngestLogStatus,
  PaidProviderUsage,
  RemotesConfig,
  DrawFilter,
  DrawRecord,
  DrawsFreshness,
  DrawsListResponse,
  GameStatsDto,
  GameSummary,
  GenerateRequest,
  GenerateResponse,
  GeneratedSetDto,
  Me,
  MethodSummary,
  Profile,
  ProfileCountry,
  ProfileItem,
  ProfileUpdate,
  SystemHealth,
} from '@pickwise/contracts';

/** One game of GET /api/games and one method of GET /api/methods (schemas in libs/contracts catalogue.ts). */
export type GameInfo = GameSummary;
export type MethodInfo = MethodSummary;

/** One entry of GET /api/jackpots, and the whole answer keyed by game id (schemas in libs/contracts jackpots.ts). */
export type JackpotInfo = JackpotEntry;
export type JackpotsByGame = JackpotsResponse;

export interface DrawsQuery {
  game: string;
  limit?: number;
  offset?: number;
  filter?: DrawFilter;
}

export interface ApiOperations {
  getGames(): Promise<GameInfo[]>;
  getMethods(): Promise<MethodInfo[]>;
  generate(request: GenerateRequest): Promise<GenerateResponse>;
  getDraws(query: DrawsQuery): Promise<DrawsListResponse>;
  getStats(game: string, window?: number): Promise<GameStatsDto>;
  getJackpots(games?: readonly string[]): Promise<JackpotsByGame>;
  getHealth(): Promise<SystemHealth>;
  /** The account calls send the signed-in user's access token as `Authorization: Bearer`. */
  getMe(accessToken: string): Promise<Me>;
  getProfile(accessToken: string): Promise<Profile>;
  updateProfile(accessToken: string, update: ProfileUpdate): Promise<Profile>;
}
