/**
 * msw handlers for accounts and sign-in (spec 01 §7): defaults that answer like a healthy
 * backend, and named overrides for each failure a test is about.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiUrl } from '../api';
import {
  buildEntryPoint,
  buildOAuthToken,
  buildRegisteredUser,
  buildRolesRows,
  buildUserDocument,
  TEST_USER,
} from '../builders';
import { server } from '../server';

const JSON_API = { 'Content-Type': 'application/vnd.api+json' };

let refreshCount = 0;

/** Default handlers; each refresh grant rotates to a new numbered token pair. */
export function authHandlers(): HttpHandler[] {
  refreshCount = 0;
  return [
    http.post(apiUrl('oauth/token'), async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      if (form.get('grant_type') === 'refresh_token') {
        refreshCount += 1;
        return HttpResponse.json(
          buildOAuthToken({
            access_token: `access-refreshed-${refreshCount}`,
            refresh_token: `refresh-refreshed-${refreshCount}`,
          }),
        );
      }
      return HttpResponse.json(buildOAuthToken());
    }),
    http.post(apiUrl('oauth/revoke'), () => HttpResponse.json({})),
    http.get(apiUrl('api'), () => HttpResponse.json(buildEntryPoint(), { headers: JSON_API })),
    http.get(apiUrl('api/user/user/:uuid'), ({ params }) =>
      HttpResponse.json(buildUserDocument({ uuid: String(params.uuid) }), { headers: JSON_API }),
    ),
    http.get(apiUrl('api/current-user/roles'), () =>
      HttpResponse.json(buildRolesRows('candidate')),
    ),
    http.post(apiUrl('api/user/register/:role'), async ({ request, params }) => {
      const body = (await request.json()) as { mail: string };
      return HttpResponse.json(buildRegisteredUser(body.mail, String(params.role)), {
        status: 201,
      });
    }),
    http.post(apiUrl('api/user/password-reset'), () =>
      HttpResponse.json({ msg: 'Further instructions have been sent to your email address.' }),
    ),
    http.patch(apiUrl('api/user/password-reset'), () =>
      HttpResponse.json({ name: TEST_USER.mail }),
    ),
    http.get(apiUrl('api/user/confirm/:hash'), () =>
      HttpResponse.json({ message: 'Your account has been confirmed.' }),
    ),
  ];
}

/** The account's roles (`roles_target_id`), e.g. respondWithRoles('Unverified Employer'). */
export function respondWithRoles(...roles: string[]): void {
  server.use(
    http.get(apiUrl('api/current-user/roles'), () => HttpResponse.json(buildRolesRows(...roles))),
  );
}

/** The user already has a linked profile (counts as registered). */
export function respondWithLinkedProfile(profileId: string = TEST_USER.profileId): void {
  server.use(
    http.get(apiUrl('api/user/user/:uuid'), ({ params }) =>
      HttpResponse.json(buildUserDocument({ uuid: String(params.uuid), profileId }), {
        headers: JSON_API,
      }),
    ),
  );
}

/** simple_oauth's answer to a wrong password. */
export function respondWithWrongPassword(message = 'The user credentials were incorrect.'): void {
  server.use(
    http.post(apiUrl('oauth/token'), () =>
      HttpResponse.json(
        { error: 'invalid_grant', error_description: message, message },
        { status: 400 },
      ),
    ),
  );
}

/** Every refresh grant is rejected (expired or reused refresh token). */
export function respondWithRefreshFailure(): void {
  server.use(
    http.post(apiUrl('oauth/token'), () =>
      HttpResponse.json(
        {
          error: 'invalid_grant',
          error_description: 'The refresh token is invalid.',
          message: 'The refresh token is invalid.',
        },
        { status: 401 },
      ),
    ),
  );
}

/** Registration answers 422: the email is taken. */
export function respondWithDuplicateEmail(): void {
  server.use(
    http.post(apiUrl('api/user/register/:role'), () =>
      HttpResponse.json(
        {
          message:
            'Unprocessable Entity: validation failed.\nmail: The email address is already taken.',
        },
        { status: 422 },
      ),
    ),
  );
}

/** Registration fails with a server error. */
export function respondWithRegistrationServerError(): void {
  server.use(
    http.post(apiUrl('api/user/register/:role'), () =>
      HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
    ),
  );
}

/** The reset-request route answers 200 with {error}. */
export function respondWithResetRequestError(error = 'This email is not registered.'): void {
  server.use(http.post(apiUrl('api/user/password-reset'), () => HttpResponse.json({ error })));
}

/** PATCH /api/user/password-reset fails with the server's message. */
export function respondWithResetFailure(message = 'The reset link has expired.'): void {
  server.use(
    http.patch(apiUrl('api/user/password-reset'), () =>
      HttpResponse.json({ message }, { status: 400 }),
    ),
  );
}

/** GET /api/user/confirm/{hash} fails with the server's message. */
export function respondWithConfirmFailure(message = 'The confirmation link is invalid.'): void {
  server.use(
    http.get(apiUrl('api/user/confirm/:hash'), () =>
      HttpResponse.json({ message }, { status: 404 }),
    ),
  );
}
