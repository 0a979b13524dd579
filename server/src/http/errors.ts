import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonApiErrorObject } from '@contract/jsonapi';
import { isDatabaseUnavailable } from '../db/unavailable';
import { isDiskFull } from '../db/diskSpace';
import type { ErrorFormat } from './routeConfig';

/** One problem with a request; `pointer` is a JSON Pointer into a JSON:API request document. */
export interface Violation {
  detail: string;
  pointer?: string;
}

/**
 * An error whose message is safe to show to the client. The error handler renders it in the
 * route's format: JSON:API errors, `{message}`, `{error}` or the OAuth error shape.
 */
export class ApiError extends Error {
  readonly violations: Violation[];

  constructor(
    readonly status: number,
    message: string,
    options: { violations?: Violation[]; oauthError?: string; retryAfter?: number } = {},
  ) {
    super(message);
    this.violations = options.violations ?? [{ detail: message }];
    this.oauthError = options.oauthError;
    this.retryAfter = options.retryAfter;
  }

  readonly oauthError: string | undefined;
  /** Seconds after which the client may try again (sent as Retry-After). */
  readonly retryAfter: number | undefined;
}

export const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

const OAUTH_ERRORS: Record<number, string> = {
  401: 'invalid_client',
  429: 'too_many_requests',
  500: 'server_error',
  503: 'server_error',
  507: 'server_error',
};

/** Seconds a client is asked to wait when the database or the server is briefly away. */
export const RETRY_AFTER_SECONDS = 5;

/** 503: the database (or the server, while it shuts down) cannot answer now; nothing changed. */
export const serviceUnavailable = (
  message = 'Matchboard is briefly unavailable. Nothing was changed; please try again in a few seconds.',
) => new ApiError(503, message, { retryAfter: RETRY_AFTER_SECONDS });

const INTERNAL = 'Something went wrong on our side. Please try again later.';

/** Readable messages for the errors fastify raises before a handler runs. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The Content-Type of the request is not supported here.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; a JSON document is expected.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/**
 * A response that does not match its route's declared schema (only checked when CHECK_RESPONSES
 * is on, in the test suites): a bug of ours, answered with a 500 that says what did not match.
 */
export class ResponseSchemaError extends Error {}

/** The answer to a body over its route's limit (`limit` in bytes), read no further than that. */
export function bodyTooLarge(limit: number): ApiError {
  const size = limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MB` : `${limit / 1024} KB`;
  return new ApiError(413, `The request body is too large. The limit is ${size}.`);
}

/** 507: a write found the disk full (DATA_DIR's, or the database's); nothing was kept. */
export const DISK_FULL =
  "The server's storage is full, so nothing was saved. Please try again later.";

/** How a failure is answered, and what the log should say about it. */
export interface ApiErrorOutcome {
  apiError: ApiError;
  /** A bug of ours: logged as an error with its stack. */
  internal: boolean;
  /** A dependency is away (503): logged as a warning. */
  unavailable?: boolean;
  /** A disk is full (507): a warning once a minute. */
  diskFull?: boolean;
}

/**
 * A dependency other than the database cannot be reached (the file store's FileStoreUnavailableError
 * extends it): answered 503 with `publicMessage`, logged as a warning.
 */
export class DependencyUnavailableError extends Error {
  constructor(
    message: string,
    readonly publicMessage: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DependencyUnavailableError';
  }
}

/**
 * Turns anything thrown during a request into a safe status and message; `bodyLimit` is the
 * limit of the route that failed (the app's 1 MB unless the route sets its own).
 */
export function toApiError(error: unknown, bodyLimit = 1024 * 1024): ApiErrorOutcome {
  if (error instanceof ApiError) return { apiError: error, internal: false };
  if (isDiskFull(error))
    return { apiError: new ApiError(507, DISK_FULL), internal: false, diskFull: true };
  // Before the database check, which would also recognize the connection error it wraps.
  if (error instanceof DependencyUnavailableError) {
    return {
      apiError: serviceUnavailable(error.publicMessage),
      internal: false,
      unavailable: true,
    };
  }
  if (isDatabaseUnavailable(error)) {
    return { apiError: serviceUnavailable(), internal: false, unavailable: true };
  }
  if (error instanceof ResponseSchemaError) {
    return { apiError: new ApiError(500, error.message), internal: true };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { apiError: bodyTooLarge(bodyLimit), internal: false };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      FRAMEWORK_MESSAGES[fastifyError.code ?? ''] ??
      (error instanceof SyntaxError ? FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : null) ??
      STATUS_TITLES[status] ??
      'The request could not be processed.';
    return { apiError: new ApiError(status, message), internal: false };
  }
  return { apiError: new ApiError(500, INTERNAL), internal: true };
}

/** Picks the error format of the route that failed, or guesses it from the URL. */
export function errorFormatOf(request: FastifyRequest): ErrorFormat {
  const configured = request.routeOptions?.config?.errorFormat;
  if (configured) return configured;
  const url = request.url;
  if (url.startsWith('/oauth/')) return 'oauth';
  // A matched route answers in the format its schema declares (JSON:API unless configured);
  // only what no API route matched is guessed from the URL.
  const matched = request.routeOptions?.url;
  if (matched && matched !== '/*') return 'jsonapi';
  if (/[?&]_format=json(&|$)/.test(url)) return 'rest';
  return 'jsonapi';
}

/** Sends `error` in `format`. Only ApiError messages ever reach the body. */
export function sendError(reply: FastifyReply, error: ApiError, format: ErrorFormat): void {
  const message = error.message;
  // OAuth 2.0 knows no 422: a token request that fails validation is an invalid_request (400).
  reply.code(format === 'oauth' && error.status === 422 ? 400 : error.status);
  if (error.retryAfter !== undefined) void reply.header('Retry-After', String(error.retryAfter));
  // A server-side failure names the request, so a report can be matched to its log lines.
  const requestId = error.status >= 500 ? reply.request.id : undefined;
  const reference = requestId === undefined ? {} : { request_id: requestId };
  if (format === 'rest') {
    void reply.type('application/json').send({ message, ...reference });
  } else if (format === 'rest-error') {
    void reply.type('application/json').send({ error: message, ...reference });
  } else if (format === 'oauth') {
    const code = error.oauthError ?? OAUTH_ERRORS[error.status] ?? 'invalid_request';
    void reply
      .type('application/json')
      .send({ error: code, error_description: message, message, ...reference });
  } else {
    const title = STATUS_TITLES[error.status] ?? 'Error';
    const errors: JsonApiErrorObject[] = error.violations.map((v) => ({
      // JSON:API's own member for "this occurrence of the problem".
      ...(requestId === undefined ? {} : { id: requestId }),
      status: String(error.status),
      title,
      detail: v.detail,
      ...(v.pointer ? { source: { pointer: v.pointer } } : {}),
    }));
    void reply.type('application/vnd.api+json').send({ jsonapi: { version: '1.0' }, errors });
  }
}

/** 400 with a message. */
export const badRequest = (message: string) => new ApiError(400, message);
/** 401: no or no valid credentials. */
export const unauthorized = (message = 'You must be signed in to do this.') =>
  new ApiError(401, message);
/** 403: signed in but not allowed. */
export const forbidden = (message = 'You are not allowed to do this.') =>
  new ApiError(403, message);
/** 404 with a message. */
export const conflict = (message: string) => new ApiError(409, message);

export const notFound = (message = 'The requested resource does not exist.') =>
  new ApiError(404, message);
/** 422 with one violation per problem. */
export const unprocessable = (violations: Violation[]) =>
  new ApiError(422, violations.map((v) => v.detail).join(' '), { violations });
