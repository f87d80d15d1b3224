/**
 * `@pickwise/api-client/account`: the player's own data (issue 40), re-authentication, the download
 * of everything the account holds and the account's deletion. A separate entry point like `./tickets`,
 * so only the /auth screen's chunk bundles it.
 */
import { useMutation } from '@tanstack/react-query';
import type { ReauthenticateBody } from '@pickwise/contracts';
import { loadAuthClient } from '../page-singleton.js';
import { accountDataApi } from './account-data-client.js';

export {
  ACCOUNT_DELETE_WORD,
  accountDataApi,
  attachmentFilename,
  createAccountDataApi,
  readDownload,
  type AccountDataApiOptions,
  type AccountDataOperations,
  type PersonalDataDownload,
} from './account-data-client.js';
export type { AccountErased, ReauthenticateBody, Reauthenticated } from '@pickwise/contracts';

/** POST /api/account/reauthenticate, sent once: a wrong password is never tried again behind the player's back. */
export function useReauthenticate() {
  return useMutation({ mutationFn: (credentials: ReauthenticateBody) => accountDataApi.reauthenticate(credentials), retry: 0 });
}

/** GET /api/account/export as a mutation: a download is asked for by a press, and counted by the server. */
export function usePersonalDataDownload() {
  return useMutation({ mutationFn: () => accountDataApi.downloadPersonalData(), retry: 0 });
}

/**
 * DELETE /api/account, then this device signs out locally: the server has ended every session of
 * the account already, so only the stored one is left to remove (the sign-out drops the account's
 * cached queries).
 */
export function useAccountDeletion() {
  return useMutation({
    mutationFn: async () => {
      const erased = await accountDataApi.deleteAccount();
      await (await loadAuthClient()).signOut({ scope: 'local' });
      return erased;
    },
    retry: 0,
  });
}
