/**
 * Digits with an optional leading +, and the spaces, dashes, dots and brackets people type;
 * 3 to 20 digits. The server applies the same rule.
 */
const PHONE = /^\+?[0-9][0-9 ()./-]{2,30}$/;

/** True for an empty value or a phone number the server accepts. */
export function isPhoneNumber(value: string | undefined | null): boolean {
  const text = (value ?? '').trim();
  if (text === '') return true;
  const digits = text.replace(/\D/g, '').length;
  return PHONE.test(text) && digits >= 3 && digits <= 20;
}
