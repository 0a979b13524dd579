/** Test helpers of the shell: the own profile the avatar reads and a narrow viewport. */
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/testing/api';
import { server } from '@/testing/server';
import { NARROW_QUERY } from '@/components/layout/useIsNarrow';
import { mediaQueryList } from './mediaQuery';

/** GET /api/node/{bundle}?filter[uid.id]=… answers with one profile of that name and email. */
export function respondWithOwnProfile(
  firstName = 'Ada',
  lastName = 'Lovelace',
  contactEmail = 'ada.contact@example.com',
): void {
  server.use(
    http.get(apiUrl('api/node/:bundle'), ({ params }) =>
      // Organizations and jobs are not profiles: leave them to their own handlers.
      params.bundle === 'organization_profile' || params.bundle === 'job_posting'
        ? undefined
        : HttpResponse.json(
            {
              jsonapi: { version: '1.0' },
              data: [
                {
                  type: `node--${String(params.bundle)}`,
                  id: 'profile-1',
                  links: { self: { href: apiUrl(`api/node/${String(params.bundle)}/profile-1`) } },
                  attributes: {
                    title: `${firstName} ${lastName}`,
                    field_first_name: firstName,
                    field_last_name: lastName,
                    field_contact_email: contactEmail,
                  },
                  relationships: { field_profile_picture: { data: null } },
                },
              ],
            },
            { headers: { 'Content-Type': 'application/vnd.api+json' } },
          ),
    ),
  );
}

/** Makes matchMedia report a viewport under 960 px (or not) until the returned undo runs. */
export function setNarrowViewport(narrow: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => mediaQueryList(query, query === NARROW_QUERY && narrow);
  return () => {
    window.matchMedia = original;
  };
}
