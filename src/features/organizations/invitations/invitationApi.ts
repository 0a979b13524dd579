/**
 * The invitee's side of an invitation to manage (or take over) an organization: what its mailed
 * link is about, and the answer (GET and POST /api/organization_invitation/{secret}).
 */
import { INVITATION_API, type InvitationPreview } from '@contract/organizations';
import { baseApi } from '@/api/baseApi';

const path = (secret: string) =>
  `${INVITATION_API.slice(1)}/${encodeURIComponent(secret)}?_format=json`;

export interface InvitationAnswer {
  secret: string;
  action: 'accept' | 'decline';
  password?: string;
}

export const invitationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    invitation: build.query<InvitationPreview, string>({
      query: path,
      keepUnusedDataFor: 0,
    }),
    answerInvitation: build.mutation<{ message: string; nid: number | null }, InvitationAnswer>({
      query: ({ secret, ...body }) => ({ url: path(secret), method: 'POST', body }),
      // Accepting changes which organizations the signed-in user has.
      invalidatesTags: [{ type: 'Organization', id: 'MINE' }],
    }),
  }),
});

export const { useInvitationQuery, useAnswerInvitationMutation } = invitationApi;
