import { useMemo } from 'react';
import type { HTMLAttributes } from 'react';
import { sanitizeBasicHtml } from './basicHtml';

export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** Stored rich text (basic_html). It is sanitized again here, whatever the server did. */
  html: string | null | undefined;
}

/**
 * Renders stored rich text. The HTML passes through the basic_html allow-list first, so content
 * that bypassed the server's sanitizer (older rows, another backend) still cannot run script.
 */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeBasicHtml(html ?? ''), [html]);
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
