import { BASIC_HTML_CASES } from '@contract/testing/basicHtmlCases';
import { sanitizeBasicHtml } from './basicHtml';

describe('sanitizeBasicHtml in the browser', () => {
  it.each(BASIC_HTML_CASES)('$name, as the server does', ({ input, expected }) => {
    expect(sanitizeBasicHtml(input)).toBe(expected);
  });
});
