/**
 * Whether an `Accept` header admits an HTML page (RFC 9110 §12.5.1): no header admits anything;
 * otherwise the most specific range that matches `text/html` (`text/html`, then `text/*`, then
 * `*∕*`) decides, and admits it unless its weight is 0. Crawlers, link previews, curl and fetch
 * send `*∕*`; a browser navigating sends `text/html` first.
 */
export function admitsHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  const weights = new Map<string, number>();
  for (const range of accept.split(',')) {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'text/html' && type !== 'text/*' && type !== '*/*') continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(type, Number.isNaN(weight) ? 0 : weight);
  }
  const decisive = ['text/html', 'text/*', '*/*'].find((type) => weights.has(type));
  return decisive !== undefined && (weights.get(decisive) ?? 0) > 0;
}
