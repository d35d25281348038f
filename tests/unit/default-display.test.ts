import { describe, expect, it } from 'vitest'
import { hasDefaultDisplay } from '../setup/default-display'
import { jsdomComputedStyle } from '../setup/dom'

// The view runs answer `display`, `visibility` and `pointer-events` from tests/setup/default-display.ts instead of jsdom's
// stylesheet matching (for speed): here every HTML element, and each rule that makes one hidden, gets the same
// answer from both, so a role query cannot see an element jsdom would hide or miss one it shows.
const TAGS =
  `a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code
col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3
h4 h5 h6 header hgroup hr i iframe img input ins kbd label legend li main map mark menu meta meter nav noscript
object ol optgroup option output p picture pre progress q rp rt ruby s samp script search section select slot small
source span strong sub summary sup table tbody td template textarea tfoot th thead time title tr track u ul var
video wbr`.split(/\s+/)

const FRAGMENT = `
  <div id="plain"><span>text</span><p>para</p></div>
  <div hidden><span>inside hidden</span></div>
  <div hidden="until-found">until found</div>
  <div hidden style="display: flex">shown by its inline style</div>
  <span style="display: block">inline made block</span>
  <div style="display: inherit"><b style="display: inherit">inherits</b></div>
  <input type="hidden" style="display: block">
  <input type="HIDDEN">
  <input type="text" hidden>
  <dialog>closed</dialog>
  <dialog open>open</dialog>
  <table><tbody hidden><tr hidden><td>cell</td></tr></tbody></table>
  <section style="visibility: hidden"><div><span>hidden by an ancestor</span></div>
    <div style="visibility: visible"><span>visible again</span></div>
    <div style="visibility: inherit"><i>inherits hidden</i></div>
    <div style="visibility: initial"><i>initial</i></div></section>
  <ul style="visibility: collapse"><li>collapsed</li></ul>
  <nav style="pointer-events: none"><a>not clickable</a><button style="pointer-events: auto">clickable</button>
    <span style="pointer-events: inherit">inherits none</span><em style="pointer-events: initial">initial</em></nav>
  <svg><g><text>svg text</text></g></svg>
  <details><summary>first summary</summary><summary>second</summary><p>body</p></details>
  <div popover>popover</div>
  <embed hidden>
`

// (No <style> or <link>: a stylesheet in the document hands every answer back to jsdom, the last test.)
function expectSameAnswers(root: Element) {
  expect(document.styleSheets).toHaveLength(0)
  const elements = [root, ...root.querySelectorAll('*')]
  const checked = elements.filter(hasDefaultDisplay)
  expect(checked.length).toBeGreaterThan(elements.length / 2)
  for (const element of checked) {
    const ours = window.getComputedStyle(element)
    const jsdoms = jsdomComputedStyle(element)
    const where = element.outerHTML.slice(0, 80)
    expect(ours.getPropertyValue('display'), where).toBe(jsdoms.getPropertyValue('display'))
    expect(ours.display, where).toBe(jsdoms.display)
    expect(ours.getPropertyValue('visibility'), where).toBe(jsdoms.getPropertyValue('visibility'))
    expect(ours.visibility, where).toBe(jsdoms.visibility)
    expect(ours.getPropertyValue('pointer-events'), where).toBe(jsdoms.getPropertyValue('pointer-events'))
    expect(ours.pointerEvents, where).toBe(jsdoms.pointerEvents)
  }
}

describe('display and visibility for the role queries', () => {
  it('agree with jsdom for every HTML element, plain and hidden', () => {
    const host = document.createElement('div')
    for (const tag of TAGS) {
      host.append(document.createElement(tag))
      const hidden = document.createElement(tag)
      hidden.setAttribute('hidden', '')
      host.append(hidden)
    }
    document.body.append(host)
    expectSameAnswers(document.documentElement)
    host.remove()
  })

  it('agree with jsdom for inline styles, inherited visibility, dialogs and hidden inputs', () => {
    document.body.innerHTML = FRAGMENT
    expectSameAnswers(document.documentElement)
  })

  it('agree after the document changes', () => {
    document.body.innerHTML = FRAGMENT
    expectSameAnswers(document.body)
    for (const element of document.body.querySelectorAll('[hidden]')) element.removeAttribute('hidden')
    document.querySelector('section')?.setAttribute('style', 'visibility: visible')
    expectSameAnswers(document.body)
  })

  it('hands every answer to jsdom once the document has a stylesheet', () => {
    document.body.innerHTML =
      '<style>li { display: inline } .gone { visibility: hidden }</style><ul><li class="gone">x</li></ul>'
    const li = document.querySelector('li')!
    expect(window.getComputedStyle(li).display).toBe('inline')
    expect(window.getComputedStyle(li).getPropertyValue('visibility')).toBe('hidden')
  })

  it('leaves everything else to jsdom', () => {
    document.body.innerHTML = '<div style="color: red; direction: rtl">x</div>'
    const div = document.querySelector('div')!
    expect(window.getComputedStyle(div).getPropertyValue('color')).toBe(
      jsdomComputedStyle(div).getPropertyValue('color'),
    )
    expect(window.getComputedStyle(div).direction).toBe('rtl')
  })
})
