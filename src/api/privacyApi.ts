/**
 * A user's own data: the export of everything Matchboard holds about her (GDPR Art. 15 and 20).
 * The ZIP comes back as an object URL (a Blob is not state); the caller saves and revokes it.
 */
import { DATA_EXPORT_PATH } from '@contract/privacy';
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
  }),
});

export const { useExportMyDataMutation } = privacyApi;
