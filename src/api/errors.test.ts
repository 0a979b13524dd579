import {
  classifyFailure,
  DUPLICATE_EMAIL_MESSAGE,
  serverMessage,
  signInFailureMessage,
  signUpFailureMessage,
  SOMETHING_WENT_WRONG,
  UNREACHABLE_MESSAGE,
} from './errors';

describe('errors', () => {
  it('names the duplicate email on a sign-up 422 and stays generic otherwise', () => {
    expect(signUpFailureMessage({ status: 422, data: { message: 'taken' } })).toBe(
      DUPLICATE_EMAIL_MESSAGE,
    );
    expect(signUpFailureMessage({ status: 500, data: null })).toBe(SOMETHING_WENT_WRONG);
    expect(signUpFailureMessage({ status: 'FETCH_ERROR', error: 'offline' })).toBe(
      SOMETHING_WENT_WRONG,
    );
  });

  it("reads the server's words from REST, OAuth, reset and JSON:API bodies", () => {
    expect(serverMessage({ status: 400, data: { message: 'REST says no' } })).toBe('REST says no');
    expect(
      serverMessage({
        status: 400,
        data: { error: 'invalid_grant', error_description: 'Bad creds' },
      }),
    ).toBe('Bad creds');
    expect(serverMessage({ status: 400, data: { error: 'Not registered' } })).toBe(
      'Not registered',
    );
    expect(
      serverMessage({
        status: 422,
        data: { errors: [{ status: '422', title: 'Unprocessable', detail: 'title: too long' }] },
      }),
    ).toBe('title: too long');
    expect(serverMessage({ status: 500, data: '<html>' })).toBeNull();
    expect(serverMessage(new Error('boom'))).toBeNull();
  });

  it("shows the server's sign-in message, or a generic one when there is none", () => {
    expect(
      signInFailureMessage({
        status: 400,
        data: { message: 'The user credentials were incorrect.' },
      }),
    ).toBe('The user credentials were incorrect.');
    expect(signInFailureMessage({ status: 502, data: null })).toBe(SOMETHING_WENT_WRONG);
    expect(signInFailureMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      UNREACHABLE_MESSAGE,
    );
  });

  it('logs out on a 401 that survived the refresh', () => {
    expect(classifyFailure({ status: 401, data: null })).toEqual({ kind: 'logout' });
  });

  it('turns client errors into a notice with the server message', () => {
    expect(classifyFailure({ status: 403, data: { message: 'Not your organization' } })).toEqual({
      kind: 'notice',
      text: 'Not your organization',
    });
    expect(classifyFailure({ status: 404, data: null })).toEqual({
      kind: 'notice',
      text: SOMETHING_WENT_WRONG,
    });
  });

  it('turns server, network and unknown failures into the app-level error toast', () => {
    expect(classifyFailure({ status: 500, data: { message: 'stack trace' } })).toEqual({
      kind: 'message',
      text: SOMETHING_WENT_WRONG,
    });
    expect(classifyFailure({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({
      kind: 'message',
      text: UNREACHABLE_MESSAGE,
    });
    expect(
      classifyFailure({ status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'x' }),
    ).toEqual({
      kind: 'message',
      text: SOMETHING_WENT_WRONG,
    });
    expect(classifyFailure(new TypeError('bug'))).toEqual({
      kind: 'message',
      text: SOMETHING_WENT_WRONG,
    });
  });

  it('stays silent about aborted calls', () => {
    expect(classifyFailure({ name: 'AbortError', message: 'Aborted' })).toEqual({ kind: 'silent' });
  });
});
