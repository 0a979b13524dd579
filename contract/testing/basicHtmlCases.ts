/**
 * One table of inputs and what basic_html keeps of them, run through both sanitizers (the
 * server's sanitize-html and the SPA's DOMPurify) so their allow-lists cannot drift apart.
 */
export const BASIC_HTML_CASES: { name: string; input: string; expected: string }[] = [
  {
    name: 'keeps allowed tags',
    input: '<p>A <strong>b</strong> <em>c</em></p>',
    expected: '<p>A <strong>b</strong> <em>c</em></p>',
  },
  {
    name: 'keeps web and mail links',
    input: '<a href="https://a.example/x">a</a><a href="mailto:x@y.example">m</a>',
    expected: '<a href="https://a.example/x">a</a><a href="mailto:x@y.example">m</a>',
  },
  {
    name: 'drops protocol-relative links',
    input: '<a href="//evil.example">x</a>',
    expected: '<a>x</a>',
  },
  {
    name: 'drops tel and ftp links',
    input: '<a href="tel:123">t</a><a href="ftp://f.example">f</a>',
    expected: '<a>t</a><a>f</a>',
  },
  {
    name: 'drops script links',
    input: '<a href="javascript:alert(1)">x</a>',
    expected: '<a>x</a>',
  },
  {
    name: 'keeps cite only on blockquote',
    input: '<blockquote cite="https://q.example">q</blockquote><p cite="https://q.example">p</p>',
    expected: '<blockquote cite="https://q.example">q</blockquote><p>p</p>',
  },
  {
    name: 'keeps type only on lists',
    input: '<ol type="a"><li>x</li></ol><p type="a">p</p>',
    expected: '<ol type="a"><li>x</li></ol><p>p</p>',
  },
  {
    name: 'removes scripts and handlers',
    input: '<p onclick="x()">a</p><script>alert(1)</script>',
    expected: '<p>a</p>',
  },
  { name: 'unwraps unknown tags', input: '<div><p>a</p></div>', expected: '<p>a</p>' },
];
