import { sanitizeRichText } from '../../domain/richText/sanitizeRichText'
import { plainText } from '../../contract/fields'

/** No element outside the allow-list, no attribute, nothing that a browser would run. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<(?!\/?(p|div|br|b|strong|i|em|u|ul|ol|li)\b)[a-z]/i)
  expect(html).not.toMatch(/<[a-z]+\s[^>]*=/i)
  expect(html.toLowerCase()).not.toContain('javascript:')
  expect(html.toLowerCase()).not.toMatch(/on[a-z]+\s*=/)
}

describe('sanitizeRichText: XSS vectors', () => {
  it.each([
    ['script element', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['script with attributes and odd case', '<ScRiPt src="//evil.example/x.js"></ScRiPt>text', 'text'],
    ['split script tag', '<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['event handler on an allowed tag', '<p onclick="alert(1)" onmouseover=alert(2)>p</p>', '<p>p</p>'],
    ['event handler on a dropped tag', '<img src=x onerror=alert(1)>t', 't'],
    ['javascript: link', '<a href="javascript:alert(1)">link</a>', 'link'],
    ['encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', 'x'],
    ['data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', 'x'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">p</p>', '<p>p</p>'],
    ['style element', '<style>p{color:red}</style><div>d</div>', '<div>d</div>'],
    ['svg with script and handlers', '<svg onload=alert(1)><g><script>y</script></g><text>z</text></svg>after', 'after'],
    ['math', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>m', 'm'],
    ['iframe', '<iframe src="javascript:alert(1)"></iframe>i', 'i'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">o', 'o'],
    ['template', '<template><img src=x onerror=alert(1)></template>y', 'y'],
    ['noscript attribute breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ['textarea breakout', '<textarea></textarea><img src=x onerror=alert(1)></textarea>z', 'z'],
    ['comment', '<!--<img src=x onerror=alert(1)>--><p>x</p>', '<p>x</p>'],
    ['form controls', '<form action="javascript:alert(1)"><button formaction="x">b</button><input value="v"></form>', 'b'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">m', 'm'],
  ])('%s', (_name, dirty, clean) => {
    const result = sanitizeRichText(dirty)
    expect(result).toBe(clean)
    expectInert(result)
  })

  it('closes unclosed and misnested markup instead of letting it swallow the page', () => {
    expect(sanitizeRichText('<b><i>unclosed')).toBe('<b><i>unclosed</i></b>')
    expect(sanitizeRichText('<p><b>one</p>two</b>')).toBe('<p><b>one</b></p>two')
    expectInert(sanitizeRichText('<ul><li><div><span><a href="javascript:x"><u>deep</u></a></span></div></li></ul>'))
    expect(sanitizeRichText('<ul><li><div><span><a href="javascript:x"><u>deep</u></a></span></div></li></ul>')).toBe(
      '<ul><li><div><u>deep</u></div></li></ul>',
    )
  })
})

describe('sanitizeRichText: what the editor writes stays as it is', () => {
  it.each([
    '<p><strong>Bold</strong> and <em>italic</em> and <u>underlined</u></p>',
    '<ul><li><p>one</p></li><li><p>two</p></li></ul><ol><li><p>first</p></li></ol>',
    '<p>a<br />b</p>',
    '<p>Fish &amp; chips &lt;3 "quoted" it\'s</p>',
  ])('%s', (html) => {
    expect(sanitizeRichText(html)).toBe(html)
  })

  it('keeps the older editor tags (b, i, div) but drops their attributes', () => {
    expect(sanitizeRichText('<div class="x"><b>b</b><i>i</i></div>')).toBe('<div><b>b</b><i>i</i></div>')
  })
})

describe('sanitizeRichText: plain text, emptiness, idempotence, length', () => {
  it('escapes plain text and keeps its line breaks', () => {
    expect(sanitizeRichText('a & b < c\nnext line')).toBe('a &amp; b &lt; c<br />next line')
    expect(sanitizeRichText('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0')
  })

  it('leaves null, undefined and the empty string alone', () => {
    expect(sanitizeRichText(null)).toBeNull()
    expect(sanitizeRichText(undefined)).toBeUndefined()
    expect(sanitizeRichText('')).toBe('')
  })

  it.each([
    '<<script>script>alert(1)<</script>/script>',
    'a & b < c\nd',
    '<p>a&nbsp;b &amp;amp; &#x3C;script&#x3E;</p>',
    '<svg><p>x</p></svg><p title="&quot;><script>">t</p>',
  ])('is idempotent: %s', (dirty) => {
    const once = sanitizeRichText(dirty)
    expect(sanitizeRichText(once)).toBe(once)
  })

  it('never makes the visible text longer than what the user typed (limits are checked on the input)', () => {
    for (const dirty of ['<p>x<script>long script body</script></p>', '<p>&#x41;&#x42;</p>', 'plain\ntext', '<p>a&nbsp;b</p>']) {
      expect(plainText(sanitizeRichText(dirty)).length).toBeLessThanOrEqual(plainText(dirty).length)
    }
  })
})
