/**
 * A user's own data: the export of everything Matchboard holds about her (GDPR Art. 15 and 20),
 * and deleting her account (Art. 17). The ZIP comes back as an object URL (a Blob is not
 * state); the caller saves and revokes it.
 */
import {
  ACCOUNT_DELETION_PATH,
  DATA_EXPORT_PATH,
  type AccountDeletionPreview,
} from '@contract/privacy';
import { baseApi } from './baseApi';

export const privacyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    exportMyData: build.mutation<string, void>({
      query: () => ({
        url: DATA_EXPORT_PATH.slice(1),
        headers: { accept: 'application/zip' },
        responseHandler: async (response) =>
          response.ok ? response.blob() : (response.json() as Promise<unknown>),
      }),
      transformResponse: (zip: Blob) => URL.createObjectURL(zip),
    }),
    accountDeletionPreview: build.query<AccountDeletionPreview, void>({
      query: () => ACCOUNT_DELETION_PATH.slice(1),
    }),
    deleteAccount: build.mutation<{ message: string }, string>({
      query: (password) => ({
        url: ACCOUNT_DELETION_PATH.slice(1),
        method: 'POST',
        body: { password },
      }),
    }),
  }),
});

export const { useExportMyDataMutation, useAccountDeletionPreviewQuery, useDeleteAccountMutation } =
  privacyApi;
