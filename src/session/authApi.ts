import type {
  ConfirmResult,
  CurrentUserRolesRow,
  PasswordResetPayload,
  PasswordResetRequest,
  PasswordResetRequestResult,
  PasswordResetResult,
  RegisteredUser,
  StoredToken,
  OAuthToken,
} from '@contract/auth';
import type {
  EntryPoint,
  JsonApiDocument,
  ResourceObject,
  UserAttributes,
} from '@contract/jsonapi';
import { baseApi } from '@/api/baseApi';
import { decodeOne, relatedOne } from '@/api/jsonapi';
import { refreshOnce } from '@/api/baseQueryWithReauth';
import { passwordGrant, toStoredToken, TOKEN_PATH } from '@/api/oauth';
import { selectToken, type AuthState, type Role } from './authSlice';
import { parseRoleIds } from './roles';

/** The signed-in user as the SPA needs it. */
export interface AccountUser {
  uuid: string;
  mail: string;
  /** The linked candidate or employer profile; a user with one counts as registered. */
  profileId: string | null;
}

export interface RegisterArgs {
  role: Role;
  mail: string;
  pass: string;
}

function rolesFromBody(body: CurrentUserRolesRow[] | CurrentUserRolesRow): string[] {
  const rows = Array.isArray(body) ? body : [body];
  return rows.flatMap((row) => parseRoleIds(row?.roles_target_id ?? ''));
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<string, RegisterArgs>({
      query: ({ role, mail, pass }) => ({
        url: `api/user/register/${role}?_format=json`,
        method: 'POST',
        body: { mail, pass },
      }),
      transformResponse: (body: RegisteredUser) => body.uuid[0].value,
    }),
    login: build.mutation<StoredToken, { username: string; password: string }>({
      query: ({ username, password }) => ({
        url: TOKEN_PATH,
        method: 'POST',
        body: passwordGrant(username, password),
      }),
      transformResponse: (body: OAuthToken) => toStoredToken(body),
    }),
    /**
     * Refreshes the current session through the same single-flight refresh the base query
     * uses, so an explicit refresh never spends a refresh token a 401 retry is already spending.
     * It stores the new token, or logs out when the refresh fails.
     */
    refresh: build.mutation<StoredToken, void>({
      async queryFn(_arg, api) {
        const token = selectToken(api.getState() as { auth: AuthState });
        const fresh = token ? await refreshOnce(api, token) : null;
        return fresh ? { data: fresh } : { error: { status: 401, data: null } };
      },
    }),
    /** GET /api: the entry point names the signed-in user's uuid. */
    currentUserId: build.query<string, void>({
      query: () => 'api',
      transformResponse: (body: EntryPoint) => body.meta?.links?.me?.meta.id ?? '',
    }),
    user: build.query<AccountUser, string>({
      query: (uuid) => `api/user/user/${encodeURIComponent(uuid)}`,
      transformResponse: (body: JsonApiDocument<ResourceObject<UserAttributes>>) => {
        const user = decodeOne(body);
        return {
          uuid: user.id,
          mail: user.mail,
          profileId: relatedOne(user, 'field_personal_profile_reference')?.id ?? null,
        };
      },
      providesTags: (_result, _error, uuid) => [{ type: 'User', id: uuid }],
    }),
    currentUserRoles: build.query<string[], void>({
      query: () => 'api/current-user/roles?_format=json',
      transformResponse: rolesFromBody,
      providesTags: [{ type: 'Roles', id: 'CURRENT' }],
    }),
    requestPasswordReset: build.mutation<string, PasswordResetRequest>({
      // The route answers 200 with {error} as well as with {msg}; only {msg} is a success.
      async queryFn(body, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: 'api/user/password-reset',
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', accept: 'application/json' },
        });
        if (result.error) return { error: result.error };
        const data = result.data as PasswordResetRequestResult;
        if ('msg' in data) return { data: data.msg };
        return { error: { status: 400, data: { message: data.error } } };
      },
    }),
    resetPassword: build.mutation<PasswordResetResult, PasswordResetPayload>({
      query: (body) => ({ url: 'api/user/password-reset?_format=json', method: 'PATCH', body }),
    }),
    confirmAccount: build.query<string, string>({
      query: (hash) => ({
        url: `api/user/confirm/${encodeURIComponent(hash)}`,
        headers: { accept: 'application/json' },
      }),
      transformResponse: (body: ConfirmResult) => body.message,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useCurrentUserRolesQuery,
  useRegisterMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useConfirmAccountQuery,
} = authApi;
