import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sanitizeBasicHtml } from '../../src/sanitize/sanitizeBasicHtml';
import { BASIC_HTML_CASES } from '@contract/testing/basicHtmlCases';

describe('sanitizeBasicHtml', () => {
  it('keeps every element and attribute of the basic_html allow-list', () => {
    const html =
      '<h2>About</h2><h3>a</h3><h4>b</h4><h5>c</h5><h6>d</h6>' +
      '<p><strong>Bold</strong> <em>italic</em> <cite>c</cite> <code>x</code> <span>s</span><br></p>' +
      '<blockquote cite="https://example.com/q">Quote</blockquote>' +
      '<ul type="square"><li>one</li></ul><ol start="3" type="a"><li>three</li></ol>' +
      '<dl><dt>term</dt><dd>definition</dd></dl>' +
      '<p><a href="https://example.com" hreflang="en">web</a> <a href="mailto:me@example.com">mail</a></p>';
    assert.equal(sanitizeBasicHtml(html), html.replace('<br>', '<br />'));
  });

  it('removes script and style elements together with their content', () => {
    assert.equal(
      sanitizeBasicHtml('<p>Hi</p><script>alert(1)</script><style>p{}</style>'),
      '<p>Hi</p>',
    );
    assert.equal(sanitizeBasicHtml('<scr<script>ipt>alert(1)</script>'), 'ipt&gt;alert(1)');
  });

  it('removes event handlers, styles and classes from allowed tags', () => {
    assert.equal(
      sanitizeBasicHtml('<p onclick="steal()" style="color:red" class="x" id="y">text</p>'),
      '<p>text</p>',
    );
    assert.equal(
      sanitizeBasicHtml('<a href="https://ok.example" onmouseover="x()">go</a>'),
      '<a href="https://ok.example">go</a>',
    );
  });

  it('allows only http, https and mailto links', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
    ]) {
      assert.equal(sanitizeBasicHtml(`<a href="${href}">x</a>`), '<a>x</a>', href);
    }
    assert.equal(
      sanitizeBasicHtml('<blockquote cite="javascript:alert(1)">q</blockquote>'),
      '<blockquote>q</blockquote>',
    );
  });

  it('drops images, frames, forms, svg and other tags outside the list but keeps their text', () => {
    assert.equal(
      sanitizeBasicHtml(
        '<img src=x onerror=alert(1)><iframe src="https://evil.example">inside</iframe>' +
          '<svg><script>alert(1)</script></svg><form><input value="v"></form>' +
          '<h1>Title</h1><div><b>bold</b> <u>under</u></div>',
      ),
      'Titlebold under',
    );
  });

  it('keeps list attributes only with valid values', () => {
    assert.equal(
      sanitizeBasicHtml('<ol start="2;x" type="expression(alert(1))"><li>a</li></ol>'),
      '<ol><li>a</li></ol>',
    );
    assert.equal(
      sanitizeBasicHtml('<ul type="disc"><li>a</li></ul>'),
      '<ul type="disc"><li>a</li></ul>',
    );
  });

  it('escapes text so it cannot become markup', () => {
    assert.equal(sanitizeBasicHtml('1 < 2 & "quotes"'), '1 &lt; 2 &amp; "quotes"');
    assert.equal(sanitizeBasicHtml('<!-- <script>x</script> -->after'), 'after');
  });
});

describe('the shared basic_html table', () => {
  for (const { name, input, expected } of BASIC_HTML_CASES) {
    it(name, () => {
      assert.equal(sanitizeBasicHtml(input), expected);
    });
  }
});
