// `display`, `visibility` and `pointer-events` as jsdom's default stylesheet
// (jsdom/lib/jsdom/browser/default-stylesheet.css) computes them, for a document with no author stylesheet: the
// inline style first (but `input[type=hidden]`'s rule is !important), then `[hidden]`, `dialog:not([open])`, then
// the tag's default; `visibility` and `pointer-events` inherit, and a hidden table part collapses. Elements whose
// display depends on a rule modelled nowhere here (popovers, `details > summary`, `noscript`) are left to jsdom.

const BY_TAG: Record<string, string> = {}
const tags = (names: string, display: string) => {
  for (const name of names.split(' ')) BY_TAG[name] = display
}
tags(
  'html body address blockquote center dialog div figure figcaption footer form header hr legend listing',
  'block',
)
tags('main p plaintext pre search xmp article aside h1 h2 h3 h4 h5 h6 hgroup nav section', 'block')
tags('dir dd dl dt menu ol ul fieldset details summary', 'block')
tags(
  'area base basefont datalist head link meta noembed noframes param rp script style template title',
  'none',
)
tags('slot', 'contents')
tags('ruby', 'ruby')
tags('rt', 'ruby-text')
tags('li', 'list-item')
tags('table', 'table')
tags('caption', 'table-caption')
tags('colgroup', 'table-column-group')
tags('col', 'table-column')
tags('thead', 'table-header-group')
tags('tbody', 'table-row-group')
tags('tfoot', 'table-footer-group')
tags('tr', 'table-row')
tags('td th', 'table-cell')
tags('input button marquee', 'inline-block')

const HTML = 'http://www.w3.org/1999/xhtml'

/** Whether this element's display follows from the rules modelled here. */
export function hasDefaultDisplay(element: Element): boolean {
  if (element.namespaceURI !== HTML) return false
  if (element.hasAttribute('popover')) return false
  const tag = element.localName
  if (tag === 'embed' || tag === 'noscript') return false
  // `details > summary:first-of-type` is a list item.
  if (tag === 'summary' && element.parentElement?.localName === 'details') return false
  return true
}

const inline = (element: Element, property: string) =>
  element.hasAttribute('style') ? (element as HTMLElement).style.getPropertyValue(property).trim() : ''

function displayOf(element: Element): string {
  const tag = element.localName
  if (tag === 'input' && element.getAttribute('type')?.toLowerCase() === 'hidden') return 'none'
  const own = inline(element, 'display')
  if (own && own !== 'inherit' && own !== 'unset' && own !== 'revert' && own !== 'initial') return own
  if (own === 'inherit') return element.parentElement ? displayOf(element.parentElement) : 'inline'
  if (own === 'initial' || own === 'unset') return 'inline'
  const hidden = element.getAttribute('hidden')
  if (hidden !== null && hidden.toLowerCase() !== 'until-found') return 'none'
  if (tag === 'dialog' && !element.hasAttribute('open')) return 'none'
  return BY_TAG[tag] ?? 'inline'
}

const COLLAPSED_WHEN_HIDDEN = new Set(['colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr'])

/** An inherited property: the nearest inline value up the tree (or a table part's rule), else its initial value. */
function inheritedOf(element: Element, property: string, initial: string): string {
  for (let current: Element | null = element; current; current = current.parentElement) {
    const own = inline(current, property)
    if (own === 'initial') return initial
    if (own && own !== 'inherit' && own !== 'unset' && own !== 'revert') return own
    if (
      property === 'visibility' &&
      COLLAPSED_WHEN_HIDDEN.has(current.localName) &&
      current.hasAttribute('hidden')
    )
      return 'collapse'
  }
  return initial
}

/**
 * A computed style answering `display`, `visibility` (the role queries) and `pointer-events` (user-event's check
 * before a click) from the rules above and anything else from `full()`.
 */
export function quickStyle(element: Element, full: () => CSSStyleDeclaration): CSSStyleDeclaration {
  const quick = (property: string) => {
    if (property === 'display') return displayOf(element)
    if (property === 'visibility') return inheritedOf(element, 'visibility', 'visible')
    if (property === 'pointer-events' || property === 'pointerEvents')
      return inheritedOf(element, 'pointer-events', 'auto')
    return null
  }
  return new Proxy({} as CSSStyleDeclaration, {
    get(_target, property) {
      if (property === 'getPropertyValue')
        return (name: string) => quick(name) ?? full().getPropertyValue(name)
      if (typeof property === 'string') {
        const answer = quick(property)
        if (answer !== null) return answer
      }
      const style = full()
      const value: unknown = Reflect.get(style, property, style)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(style) : value
    },
  })
}
