import { render, screen } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';
import { sanitizeBasicHtml } from './basicHtml';

describe('SafeHtml', () => {
  it('renders allowed formatting as real elements', () => {
    render(<SafeHtml html="<h2>About me</h2><p><strong>Lead</strong> engineer</p>" />);
    expect(screen.getByRole('heading', { level: 2, name: 'About me' })).toBeInTheDocument();
    expect(screen.getByText('Lead').tagName).toBe('STRONG');
  });

  it('removes scripts, event handlers and javascript links before rendering', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="steal()">Hi<script>steal()</script></p>' +
          '<a href="javascript:steal()">link</a><img src="x" onerror="steal()">'
        }
      />,
    );
    expect(container.querySelector('script, img, [onclick]')).toBeNull();
    expect(screen.getByText('link')).not.toHaveAttribute('href');
    expect(screen.getByText('Hi')).toBeInTheDocument();
  });

  it('renders nothing for empty content', () => {
    render(<SafeHtml html={null} data-testid="bio" />);
    expect(screen.getByTestId('bio')).toBeEmptyDOMElement();
  });
});

describe('sanitizeBasicHtml', () => {
  it('unwraps tags outside basic_html but keeps their text', () => {
    expect(sanitizeBasicHtml('<div><h1>Title</h1><u>under</u></div>')).toBe('Titleunder');
  });

  it('keeps the basic_html tags and their allowed attributes', () => {
    const html =
      '<h3>t</h3><ol start="2"><li>x</li></ol><dl><dt>a</dt><dd>b</dd></dl>' +
      '<blockquote cite="https://example.org">q</blockquote><p><cite>c</cite><code>k</code><br><span>s</span></p>';
    expect(sanitizeBasicHtml(html)).toBe(html);
  });

  it('drops style and id attributes', () => {
    expect(sanitizeBasicHtml('<h2 id="main" style="color:red">t</h2>')).toBe('<h2>t</h2>');
  });
});
