import { contentToHtml } from './contentToHtml';
import { htmlToContent } from './htmlToContent';

const roundTrip = (html: string) => contentToHtml(htmlToContent(html));

describe('contentToHtml', () => {
  it('gives an empty string for empty content so required checks see an empty field', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p></p>')).toBe('');
  });

  it('keeps paragraphs, headings 2 to 6 and blockquotes', () => {
    const html =
      '<p>Intro</p><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>' +
      '<blockquote>Quoted</blockquote>';
    expect(roundTrip(html)).toBe(html);
  });

  it('keeps the text of a level-one heading as a paragraph because basic_html has no h1', () => {
    expect(roundTrip('<h1>Title</h1>')).toBe('<p>Title</p>');
  });

  it('keeps bold and italic, nesting italic inside bold when both apply', () => {
    expect(roundTrip('<p>a <strong>b</strong> <em>c</em> <strong><em>d</em></strong></p>')).toBe(
      '<p>a <strong>b</strong> <em>c</em> <strong><em>d</em></strong></p>',
    );
  });

  it('drops underline and strikethrough, which basic_html cannot store, but keeps their text', () => {
    expect(roundTrip('<p><u>under</u> <s>struck</s></p>')).toBe('<p>under struck</p>');
  });

  it('escapes text so typed markup stays text', () => {
    expect(roundTrip('<p>&lt;script&gt;alert("x") &amp; more</p>')).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;) &amp; more</p>',
    );
  });

  it('groups list items into ul and ol and separates adjacent lists of different kinds', () => {
    expect(roundTrip('<ul><li>a</li><li>b</li></ul><ol><li>one</li></ol><p>after</p>')).toBe(
      '<ul><li>a</li><li>b</li></ul><ol><li>one</li></ol><p>after</p>',
    );
  });

  it('nests deeper list items inside the previous item and closes every level', () => {
    const html = '<ul><li>a<ul><li>a1<ol><li>deep</li></ol></li></ul></li><li>b</li></ul>';
    expect(roundTrip(html)).toBe(html);
  });

  it('keeps http links and drops javascript links', () => {
    expect(roundTrip('<p><a href="https://example.org/x?a=1&amp;b=2">site</a></p>')).toBe(
      '<p><a href="https://example.org/x?a=1&amp;b=2">site</a></p>',
    );
    expect(roundTrip('<p><a href="javascript:alert(1)">bad</a></p>')).toBe('<p>bad</p>');
  });

  it('leaves out tags outside the allow-list such as images and scripts', () => {
    expect(roundTrip('<p>ok</p><img src="x.png"><script>alert(1)</script>')).toBe('<p>ok</p>');
  });
});
