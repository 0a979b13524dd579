/** Why an upload was refused; routes map every code to a 422 (or 413 for `too_large`). */
export type UploadErrorCode =
  | 'missing_filename'
  | 'empty'
  | 'too_large'
  | 'type_not_allowed'
  | 'content_mismatch'
  | 'unreadable_image'
  | 'too_small'
  | 'too_many_pixels';

/**
 * A refused upload. The message is written for the person who chose the file and can be shown
 * as it is; `code` lets the route choose the HTTP status.
 */
export class UploadError extends Error {
  readonly code: UploadErrorCode;

  constructor(code: UploadErrorCode, message: string) {
    super(message);
    this.name = 'UploadError';
    this.code = code;
  }

  /** HTTP status for this refusal: 413 when the body is too large, otherwise 422. */
  get status(): 413 | 422 {
    return this.code === 'too_large' ? 413 : 422;
  }
}
