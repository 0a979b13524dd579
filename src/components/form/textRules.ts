/** Checks the forms' schemas share, so every form reads an address or a rich text the same way. */

/** An http(s) address with a host that has a dot, as the server accepts. */
export function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value.trim());
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.includes('.')
    );
  } catch {
    return false;
  }
}

/** Whether rich text holds words: markup without words (an empty editor) counts as empty. */
export const hasRichText = (html: string | undefined): boolean =>
  Boolean(
    html &&
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim(),
  );
