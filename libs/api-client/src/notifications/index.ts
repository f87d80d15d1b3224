/**
 * `@pickwise/api-client/notifications`: the player's alerts (/api/notifications…), the per-user
 * calendar feed (/api/calendars/me) and the language the account's messages are written in (PUT
 * /api/profile/language). A separate entry point like `./tickets`, so only the chunks that use it
 * bundle it. Every call but the VAPID key and the e-mail's unsubscribe sends the access token.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesView } from '@pickwise/contracts';
import { createApiRequest, currentAccessToken, queryClient, queryKeys, useAuthSession } from '../page-singleton.js';

export type { NotificationChannel, NotificationKind, NotificationPreferences, NotificationPreferencesView, NotificationRule } from '@pickwise/contracts';

/** GET /api/calendars/me: whether the player's own feed exists (its address is shown only when made). */
export interface CalendarFeedStatus {
  active: boolean;
  createdAt: string | null;
}

/** POST /api/calendars/me: the feed's new address (`path`, under the site's origin); any earlier one stops working. */
export interface CalendarFeedCreated {
  token: string;
  path: string;
  createdAt: string;
}

/** A language of the site, the account's mails and notifications. */
type Language = NotificationPreferencesView['language'];

const request = createApiRequest();
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
const sendJson = (method: 'POST' | 'PUT' | 'DELETE', body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});

export const notificationsApi = {
  /** The server's VAPID public key (base64url), the `applicationServerKey` of `PushManager.subscribe`. */
  getVapidPublicKey: () => request<{ publicKey: string }>('/api/notifications/vapid-public-key'),
  /** Registers this browser's push subscription (`PushSubscription.toJSON()`) for the account (201). */
  addSubscription: (accessToken: string, subscription: PushSubscriptionJSON) =>
    request<{ id: string }>('/api/notifications/subscriptions', sendJson('POST', subscription, bearer(accessToken))),
  /** Forgets the browser whose push endpoint this is; `removed` false when the account did not have it. */
  removeSubscription: (accessToken: string, endpoint: string) =>
    request<{ removed: boolean }>('/api/notifications/subscriptions', sendJson('DELETE', { endpoint }, bearer(accessToken))),
  /** The rules (none until the player turns one on), the browsers subscribed, the messages' language, the pause. */
  getPreferences: (accessToken: string) => request<NotificationPreferencesView>('/api/notifications/preferences', { headers: bearer(accessToken) }),
  /** Replaces every rule. Refusal: VALIDATION (400, the message names each field). */
  updatePreferences: (accessToken: string, preferences: NotificationPreferences) =>
    request<NotificationPreferencesView>('/api/notifications/preferences', sendJson('PUT', preferences, bearer(accessToken))),
  /** The e-mail's unsubscribe link, without a session: every alert e-mail of the token's account stops. NOT_FOUND (404) for a token that is not one. */
  unsubscribe: (token: string) => request<{ unsubscribed: true }>('/api/notifications/unsubscribe', sendJson('POST', { token })),
  getCalendarFeed: (accessToken: string) => request<CalendarFeedStatus>('/api/calendars/me', { headers: bearer(accessToken) }),
  createCalendarFeed: (accessToken: string) => request<CalendarFeedCreated>('/api/calendars/me', { method: 'POST', headers: bearer(accessToken) }),
  revokeCalendarFeed: (accessToken: string) => request<{ revoked: boolean }>('/api/calendars/me', { method: 'DELETE', headers: bearer(accessToken) }),
  /** The language the account's mails and notifications are written in. */
  updateProfileLanguage: (accessToken: string, language: Language) => request<unknown>('/api/profile/language', sendJson('PUT', { language }, bearer(accessToken))),
};

/** Cache keys, under the account's prefix so sign-out drops them. */
export const notificationsQueryKeys = {
  preferences: (userId: string) => ['account', userId, 'notifications', 'preferences'] as const,
  calendarFeed: (userId: string) => ['account', userId, 'notifications', 'calendar-feed'] as const,
};

/** The user id a mutation acts for: a change is never sent without a signed-in user. */
function signedInUserId(userId: string | undefined): string {
  if (userId === undefined) throw new Error('Not signed in');
  return userId;
}

/** GET /api/notifications/preferences of the signed-in player; idle while signed out. */
export function useNotificationPreferences() {
  const userId = useAuthSession().user?.id;
  return useQuery({
    queryKey: notificationsQueryKeys.preferences(userId ?? ''),
    queryFn: async () => notificationsApi.getPreferences(await currentAccessToken()),
    enabled: userId !== undefined,
  });
}

/** PUT /api/notifications/preferences, sent once; the answer replaces the cached view. */
export function useUpdateNotificationPreferences() {
  const userId = useAuthSession().user?.id;
  return useMutation({
    mutationFn: async (preferences: NotificationPreferences) => {
      signedInUserId(userId);
      return notificationsApi.updatePreferences(await currentAccessToken(), preferences);
    },
    retry: 0,
    onSuccess: (view) => queryClient.setQueryData(notificationsQueryKeys.preferences(signedInUserId(userId)), view),
  });
}

/**
 * This browser's push subscription joins (`subscription`) or leaves (`endpoint`) the account; the
 * preferences are read again, since they count the account's browsers.
 */
export function usePushSubscriptionChange() {
  const userId = useAuthSession().user?.id;
  return useMutation({
    mutationFn: async (change: { subscription: PushSubscriptionJSON } | { endpoint: string }) => {
      signedInUserId(userId);
      const accessToken = await currentAccessToken();
      if ('subscription' in change) await notificationsApi.addSubscription(accessToken, change.subscription);
      else await notificationsApi.removeSubscription(accessToken, change.endpoint);
    },
    retry: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.preferences(signedInUserId(userId)) }),
  });
}

/** POST /api/notifications/unsubscribe with the e-mail's token (no session), sent once. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => notificationsApi.unsubscribe(token), retry: 0 });
}

/** GET /api/calendars/me of the signed-in player; idle while signed out. */
export function useCalendarFeed() {
  const userId = useAuthSession().user?.id;
  return useQuery({
    queryKey: notificationsQueryKeys.calendarFeed(userId ?? ''),
    queryFn: async () => notificationsApi.getCalendarFeed(await currentAccessToken()),
    enabled: userId !== undefined,
  });
}

/** POST (`create`) or DELETE (`revoke`) /api/calendars/me, sent once; the feed's status is read again after. */
export function useCalendarFeedChange() {
  const userId = useAuthSession().user?.id;
  return useMutation({
    mutationFn: async (change: 'create' | 'revoke'): Promise<CalendarFeedCreated | undefined> => {
      signedInUserId(userId);
      const accessToken = await currentAccessToken();
      if (change === 'create') return notificationsApi.createCalendarFeed(accessToken);
      await notificationsApi.revokeCalendarFeed(accessToken);
      return undefined;
    },
    retry: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.calendarFeed(signedInUserId(userId)) }),
  });
}

/** PUT /api/profile/language, sent once; the cached profile and preferences, which show the language, are read again. */
export function useUpdateProfileLanguage() {
  const userId = useAuthSession().user?.id;
  return useMutation({
    mutationFn: async (language: Language) => {
      signedInUserId(userId);
      await notificationsApi.updateProfileLanguage(await currentAccessToken(), language);
    },
    retry: 0,
    onSuccess: () => {
      const id = signedInUserId(userId);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profile(id) }),
        queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.preferences(id) }),
      ]);
    },
  });
}
