/**
 * Own profile, its files and the account password (spec 01 §7). Components get plain typed
 * profiles from `profileDecoding.ts`; the wire shapes stay in here.
 */
import type { JsonApiDocument, ResourceIdentifier, ResourceObject } from '@contract/jsonapi';
import {
  CANDIDATE_PROFILE_TYPE,
  EMPLOYER_PROFILE_TYPE,
  type ProfileBundle,
} from '@contract/profiles';
import type { Role } from '@/session/authSlice';
import { baseApi } from './baseApi';
import { uploadedFile, uploadRequest } from './fileUpload';
import { decodeProfile, type OwnProfile, type ProfileChange } from './profileDecoding';

export type { OwnProfile, ProfileChange } from './profileDecoding';
export type { CandidateProfile, EmployerProfile, ProfileFile } from './profileDecoding';

/** The profile bundle of a role. */
export const bundleOf = (role: Role): ProfileBundle =>
  role === 'employer' ? 'employer_profile' : 'candidate_profile';

/** The JSON:API type of a role's profile. */
export const profileTypeOf = (role: Role): string =>
  role === 'employer' ? EMPLOYER_PROFILE_TYPE : CANDIDATE_PROFILE_TYPE;

/** Spec 01 §7: what the own-profile read includes, per bundle. */
export const PROFILE_INCLUDES: Record<ProfileBundle, string> = {
  candidate_profile:
    'uid,field_profile_picture,field_curriculum_vitae,field_technical_skills,field_personal_skills',
  employer_profile: 'uid,field_profile_picture',
};

/** Attributes a PATCH never sends (spec 01 §7). */
const STRIPPED_ON_PATCH = ['revision_timestamp', 'changed'] as const;

export interface OwnProfileArgs {
  role: Role;
  uuid: string;
}

export interface CreateProfileArgs {
  role: Role;
  change: ProfileChange;
}

export interface PatchProfileArgs {
  role: Role;
  /** The profile's uuid. */
  id: string;
  /** The profile's self link (`links.self.href`); the PATCH goes there. */
  selfHref: string | null;
  change: ProfileChange;
}

export interface UploadArgs {
  role: Role;
  field: 'field_profile_picture' | 'field_curriculum_vitae';
  blob: Blob;
  filename: string;
}

export interface ChangePasswordArgs {
  uuid: string;
  existing: string;
  value: string;
}

function profileDocument(role: Role, change: ProfileChange, id?: string) {
  const attributes: Record<string, unknown> = { ...change.attributes };
  for (const name of STRIPPED_ON_PATCH) delete attributes[name];
  return {
    data: {
      type: profileTypeOf(role),
      ...(id ? { id } : {}),
      attributes,
      ...(change.relationships && Object.keys(change.relationships).length > 0
        ? {
            relationships: Object.fromEntries(
              Object.entries(change.relationships).map(([name, data]) => [name, { data }]),
            ),
          }
        : {}),
    },
  };
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/node/{bundle}?filter[uid.id]=…&include=…; null when the user has none yet. */
    getOwnProfile: build.query<OwnProfile | null, OwnProfileArgs>({
      query: ({ role, uuid }) => {
        const bundle = bundleOf(role);
        const params = new URLSearchParams({
          'filter[uid.id]': uuid,
          include: PROFILE_INCLUDES[bundle],
        });
        return `api/node/${bundle}?${params.toString()}`;
      },
      transformResponse: (body: JsonApiDocument<ResourceObject[]>) =>
        body.data.length > 0 ? decodeProfile(body, body.data[0]) : null,
      providesTags: (result, _error, { uuid }) => [
        { type: 'Profile', id: `OWN-${uuid}` },
        ...(result ? [{ type: 'Profile' as const, id: result.id }] : []),
      ],
    }),
    /** POST /api/node/{bundle}; resolves with the new profile's identifier. */
    createProfile: build.mutation<ResourceIdentifier, CreateProfileArgs>({
      query: ({ role, change }) => ({
        url: `api/node/${bundleOf(role)}`,
        method: 'POST',
        body: profileDocument(role, change),
      }),
      transformResponse: (body: JsonApiDocument<ResourceObject>) => ({
        type: body.data.type,
        id: body.data.id,
      }),
    }),
    /** PATCH /api/user/user/{uuid}: links the profile to the user (spec 01 §7). */
    linkProfileToUser: build.mutation<void, { uuid: string; profile: ResourceIdentifier }>({
      query: ({ uuid, profile }) => ({
        url: `api/user/user/${encodeURIComponent(uuid)}`,
        method: 'PATCH',
        body: {
          data: {
            type: 'user--user',
            id: uuid,
            relationships: {
              field_personal_profile_reference: { data: { type: profile.type, id: profile.id } },
            },
          },
        },
      }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, { uuid }) =>
        error
          ? []
          : [
              { type: 'User', id: uuid },
              { type: 'Profile', id: `OWN-${uuid}` },
            ],
    }),
    /**
     * PATCH on the profile's self link with only the changed members. The own profile is read
     * again afterwards (the shell shows its name and picture); edit forms keep their own values.
     */
    patchProfile: build.mutation<OwnProfile, PatchProfileArgs>({
      query: ({ role, id, selfHref, change }) => ({
        url: selfHref ?? `api/node/${bundleOf(role)}/${id}`,
        method: 'PATCH',
        body: profileDocument(role, change, id),
      }),
      transformResponse: (body: JsonApiDocument<ResourceObject>) => decodeProfile(body, body.data),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Profile', id }]),
    }),
    /** POST /api/node/{bundle}/{field}: the raw file with its name (spec 01 §7). */
    uploadFile: build.mutation<{ id: string; url: string }, UploadArgs>({
      query: ({ role, field, blob, filename }) =>
        uploadRequest(`api/node/${bundleOf(role)}/${field}`, blob, filename),
      transformResponse: uploadedFile,
    }),
    /** DELETE /api/file/file/{id}. */
    deleteFile: build.mutation<void, string>({
      query: (id) => ({ url: `api/file/file/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
    /** PATCH /api/user/user/{uuid} with attributes.pass {existing, value}. */
    changePassword: build.mutation<void, ChangePasswordArgs>({
      query: ({ uuid, existing, value }) => ({
        url: `api/user/user/${encodeURIComponent(uuid)}`,
        method: 'PATCH',
        body: { data: { type: 'user--user', id: uuid, attributes: { pass: { existing, value } } } },
      }),
      transformResponse: () => undefined,
    }),
    /**
     * A stored file fetched with the bearer token (files are served to their owner only, so a
     * plain `<img src>` would be refused) and handed out as an object URL.
     */
    protectedFile: build.query<string, string>({
      query: (url) => ({
        url,
        headers: { accept: '*/*' },
        responseHandler: (response) => response.blob(),
      }),
      transformResponse: (blob: Blob) => URL.createObjectURL(blob),
      async onCacheEntryAdded(_url, { cacheDataLoaded, cacheEntryRemoved }) {
        // The object URL lives as long as its cache entry.
        try {
          const { data } = await cacheDataLoaded;
          await cacheEntryRemoved;
          URL.revokeObjectURL(data);
        } catch {
          // The entry was removed before the file loaded: nothing to revoke.
        }
      },
    }),
  }),
});

export const {
  useGetOwnProfileQuery,
  useCreateProfileMutation,
  useLinkProfileToUserMutation,
  usePatchProfileMutation,
  useUploadFileMutation,
  useDeleteFileMutation,
  useChangePasswordMutation,
  useProtectedFileQuery,
} = profileApi;
