import { render } from '@testing-library/react';
import { textPreview } from './textPreview';

const shown = (html: string) => render(<div data-testid="out">{textPreview(html)}</div>).container;

describe('textPreview', () => {
  it('keeps the allow-listed tags and their text', () => {
    const out = shown(
      '<h2>Role</h2><p>Writes <strong>compilers</strong><br>and <em>tests</em></p>',
    );
    expect(out.innerHTML).toBe(
      '<div data-testid="out"><h2>Role</h2><p>Writes <strong>compilers</strong><br>and <em>tests</em></p></div>',
    );
  });

  it('shows links, unknown tags and attributes as their text only, and runs nothing', () => {
    const out = shown(
      '<p class="x" onclick="alert(1)"><a href="javascript:alert(1)">site</a></p>' +
        '<img src="x" onerror="alert(1)"><script>alert(1)</script><div>plain</div>',
    );
    expect(out.innerHTML).toBe('<div data-testid="out"><p>site</p>plain</div>');
    expect(out.querySelector('[onclick], [onerror], img, script, a')).toBeNull();
  });

  it('shows nothing for an empty value', () => {
    expect(textPreview(null)).toEqual([]);
    expect(textPreview('')).toEqual([]);
  });
});
