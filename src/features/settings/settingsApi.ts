/**
 * Shared access and Greenhouse boards (spec 02 §7 "Integration and access"): plain JSON routes
 * under /api/organization/{nid}. Failures carry `{message}`, which the tabs show.
 */
import type {
  AddSharedAccessUserRequest,
  GreenhouseIntegration,
  GreenhouseIntegrationRequest,
  MessageResponse,
  SharedAccessInvitation,
  SharedAccessUser,
} from '@contract/organizations';
import { baseApi } from '@/api/baseApi';

const organization = (nid: number) => `api/organization/${nid}`;

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sharedAccessUsers: build.query<SharedAccessUser[], number>({
      query: (nid) => `${organization(nid)}/get_shared_access_users`,
      providesTags: (_result, _error, nid) => [{ type: 'SharedUser', id: nid }],
    }),
    /** Invitations that wait for their invitee's answer (to manage, or to take over). */
    sharedAccessInvitations: build.query<SharedAccessInvitation[], number>({
      query: (nid) => `${organization(nid)}/shared_access_invitations`,
      providesTags: (_result, _error, nid) => [{ type: 'SharedUser', id: nid }],
    }),
    withdrawInvitation: build.mutation<MessageResponse, { nid: number; id: number }>({
      query: ({ nid, id }) => ({
        url: `${organization(nid)}/shared_access_invitations/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { nid }) =>
        error ? [] : [{ type: 'SharedUser', id: nid }],
    }),
    addSharedAccessUser: build.mutation<
      MessageResponse,
      { nid: number; user: AddSharedAccessUserRequest }
    >({
      query: ({ nid, user }) => ({
        url: `${organization(nid)}/add_shared_access_user`,
        method: 'PATCH',
        body: user,
      }),
      invalidatesTags: (_result, error, { nid }) =>
        error ? [] : [{ type: 'SharedUser', id: nid }],
    }),
    removeSharedAccessUser: build.mutation<MessageResponse, { nid: number; uid: number }>({
      query: ({ nid, uid }) => ({
        url: `${organization(nid)}/remove_shared_access_user/${uid}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { nid }) =>
        error ? [] : [{ type: 'SharedUser', id: nid }],
    }),
    switchOwner: build.mutation<MessageResponse, { nid: number; uid: number }>({
      query: ({ nid, uid }) => ({
        url: `${organization(nid)}/shared_access_switch_owner/${uid}`,
        method: 'PATCH',
      }),
      invalidatesTags: (_result, error, { nid }) =>
        error
          ? []
          : [
              { type: 'SharedUser', id: nid },
              { type: 'Organization', id: 'MINE' },
            ],
    }),
    greenhouseIntegrations: build.query<GreenhouseIntegration[], number>({
      query: (nid) => `${organization(nid)}/greenhouse_integration`,
      providesTags: (_result, _error, nid) => [{ type: 'Integration', id: nid }],
    }),
    addGreenhouseIntegration: build.mutation<
      GreenhouseIntegration,
      { nid: number; integration: GreenhouseIntegrationRequest }
    >({
      query: ({ nid, integration }) => ({
        url: `${organization(nid)}/greenhouse_integration`,
        method: 'POST',
        body: integration,
      }),
      invalidatesTags: (_result, error, { nid }) =>
        error ? [] : [{ type: 'Integration', id: nid }],
    }),
    updateGreenhouseIntegration: build.mutation<
      GreenhouseIntegration,
      { nid: number; id: number; integration: Partial<GreenhouseIntegrationRequest> }
    >({
      query: ({ nid, id, integration }) => ({
        url: `${organization(nid)}/greenhouse_integration/${id}`,
        method: 'PATCH',
        body: integration,
      }),
      invalidatesTags: (_result, _error, { nid }) => [{ type: 'Integration', id: nid }],
    }),
    /** "Sync now": the board's jobs are imported in the background; the list shows when. */
    syncGreenhouseIntegration: build.mutation<GreenhouseIntegration, { nid: number; id: number }>({
      query: ({ nid, id }) => ({
        url: `${organization(nid)}/greenhouse_integration/${id}/sync`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, _error, { nid }) => [{ type: 'Integration', id: nid }],
    }),
    deleteGreenhouseIntegration: build.mutation<void, { nid: number; id: number }>({
      query: ({ nid, id }) => ({
        url: `${organization(nid)}/greenhouse_integration/${id}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { nid }) => [{ type: 'Integration', id: nid }],
    }),
  }),
});

export const {
  useSharedAccessUsersQuery,
  useSharedAccessInvitationsQuery,
  useWithdrawInvitationMutation,
  useAddSharedAccessUserMutation,
  useRemoveSharedAccessUserMutation,
  useSwitchOwnerMutation,
  useGreenhouseIntegrationsQuery,
  useAddGreenhouseIntegrationMutation,
  useUpdateGreenhouseIntegrationMutation,
  useDeleteGreenhouseIntegrationMutation,
  useSyncGreenhouseIntegrationMutation,
} = settingsApi;
