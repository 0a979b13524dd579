import { createHmac, timingSafeEqual } from 'node:crypto';
import { newSecret } from '../auth/secrets';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { settingOrInsert } from '../db/settings';

/**
 * Expiry times are rounded up to this many seconds, so a file's URL stays the same for a while
 * (and the browser's cached copy is used) while access ends no later than a minute after its
 * lifetime.
 */
export const EXPIRY_STEP_SECONDS = 60;
const SETTING_NAME = 'file_url_secret';

/** Why a signed URL was refused; the serving route shows these to the caller. */
export const INVALID_SIGNATURE_MESSAGE = 'This file link is not valid.';
export const EXPIRED_SIGNATURE_MESSAGE =
  'This file link has expired. Reload the page to get a new one.';

/** The outcome of checking the `expires` and `sig` of a request. */
export type SignatureCheck =
  | { ok: true; secondsLeft: number }
  | { ok: false; message: typeof INVALID_SIGNATURE_MESSAGE | typeof EXPIRED_SIGNATURE_MESSAGE };

/**
 * The key that signs file URLs: FILE_URL_SECRET when set, otherwise a random secret generated
 * once and kept in the database. Never a per-process value: every process and every restart must
 * accept the URLs the others handed out.
 */
export async function fileUrlSecret(config: Config, db: Db): Promise<string> {
  return config.fileUrlSecret ?? settingOrInsert(db, SETTING_NAME, newSecret());
}

/**
 * Signs and checks file URLs of the form `/system/files/{uuid}/{name}?expires=&sig=`, where `sig`
 * is the base64url HMAC-SHA256 of `{uuid}:{expires}`. Such a URL lets a browser fetch a file
 * with a plain `<img src>` or download link, which carry no bearer token; only callers allowed
 * to see the file are ever given one.
 */
export class FileUrlSigner {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {}

  /** The signed serving URL of `file`, valid for at least the configured lifetime. */
  url(file: { uuid: string; filename: string }): string {
    const wanted = this.nowSeconds() + this.ttlSeconds;
    const expires = Math.ceil(wanted / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    const query = new URLSearchParams({
      expires: String(expires),
      sig: this.sign(file.uuid.toLowerCase(), expires),
    });
    return `/system/files/${file.uuid}/${encodeURIComponent(file.filename)}?${query.toString()}`;
  }

  /** Checks the query values of a request for file `uuid`; the signature before the expiry. */
  verify(uuid: string, expires: unknown, sig: unknown): SignatureCheck {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof sig !== 'string') {
      return { ok: false, message: INVALID_SIGNATURE_MESSAGE };
    }
    const expected = Buffer.from(this.sign(uuid.toLowerCase(), Number(expires)));
    const given = Buffer.from(sig);
    // The length of a signature is public; only its content must be compared in constant time.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, message: INVALID_SIGNATURE_MESSAGE };
    }
    const secondsLeft = Number(expires) - this.nowSeconds();
    if (secondsLeft <= 0) return { ok: false, message: EXPIRED_SIGNATURE_MESSAGE };
    return { ok: true, secondsLeft };
  }

  private sign(uuid: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${uuid}:${expires}`).digest('base64url');
  }

  private nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }
}
