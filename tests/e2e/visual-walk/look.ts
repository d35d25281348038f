import type { Page } from 'playwright-core'

// What a person sees on a settled page that the role-and-text tests cannot (issue 61): run inside the page, so it
// reads the layout the browser computed. Each finding names the element by its tag and text, for a readable failure.

export interface LookOptions {
  /** Builder words an admin must never read. */
  deny: readonly string[]
  /** Raw ids (a source for RegExp): a page shows names, not keys. */
  rawId: string
}

export function lookAt(page: Page, options: LookOptions): Promise<string[]> {
  return page.evaluate((options) => {
    const found: string[] = []
    const viewportWidth = window.innerWidth
    const viewportHeight = window.innerHeight
    const name = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 60)
      return `<${element.tagName.toLowerCase()}>${text ? ` "${text}"` : ''}`
    }
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      // Visually hidden helpers (a native input under a styled control, skip links) are a pixel or clipped away.
      return rect.width > 2 && rect.height > 2 && style.visibility !== 'hidden' && Number(style.opacity) > 0
    }
    const inViewport = (rect: DOMRect) =>
      rect.left >= 0 && rect.top >= 0 && rect.right <= viewportWidth && rect.bottom <= viewportHeight

    // The page wider than the window: the whole page scrolls sideways.
    const pageWidth = document.documentElement.scrollWidth
    if (pageWidth > viewportWidth + 1)
      found.push(`the page is ${pageWidth} px wide in a ${viewportWidth} px window`)

    // A box that scrolls sideways without saying it does: content wider than its card or dialog. A table or a
    // row of cards meant to scroll declares it (`data-scroller`), so the admin is shown a scroller, not a cut.
    for (const box of document.querySelectorAll('body *')) {
      if (!(box instanceof HTMLElement) || box.scrollWidth <= box.clientWidth + 1 || !shown(box)) continue
      if (!/auto|scroll/.test(getComputedStyle(box).overflowX)) continue
      if (box.closest('[data-scroller], code, pre, textarea, select, input')) continue
      found.push(`${name(box)} scrolls sideways (${box.scrollWidth} px in ${box.clientWidth} px)`)
    }

    const controls = [
      ...document.querySelectorAll(
        'button, a[href], input:not([type=hidden]), select, textarea, [role=checkbox], [role=radio], [role=tab], [role=switch]',
      ),
    ].filter(shown)

    // A control outside the box that clips it (a card with hidden overflow): it cannot be seen or clicked there.
    // Inside a scroller the control is reachable by scrolling, which the scroller says it offers.
    for (const control of controls) {
      let box = control.parentElement
      while (box && box !== document.body) {
        const style = getComputedStyle(box)
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') break
        box = box.parentElement
      }
      if (!box || box === document.body) continue
      const style = getComputedStyle(box)
      if (/auto|scroll/.test(style.overflowX + style.overflowY)) continue
      const outer = box.getBoundingClientRect()
      const inner = control.getBoundingClientRect()
      const x = inner.left + inner.width / 2
      const y = inner.top + inner.height / 2
      if (x < outer.left - 1 || x > outer.right + 1 || y < outer.top - 1 || y > outer.bottom + 1)
        found.push(`${name(control)} lies outside the box that clips it, ${name(box)}`)
    }

    // A floating element (fixed or sticky) over a control or a table cell: what a person cannot reach or read.
    const floatingAncestor = (element: Element | null) => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const position = getComputedStyle(node).position
        if (position === 'fixed' || position === 'sticky') return node
      }
      return null
    }
    // Behind a modal dialog the page is inert: only the dialog's own controls count then.
    const modal = [...document.querySelectorAll('[role=dialog][aria-modal="true"], [role=alertdialog]')].find(
      shown,
    )
    const targets = [...controls, ...[...document.querySelectorAll('td, th')].filter(shown)].filter(
      (target) => !modal || modal.contains(target),
    )
    for (const target of targets) {
      const rect = target.getBoundingClientRect()
      if (!inViewport(rect)) continue
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
      if (!hit || hit === target || target.contains(hit) || hit.contains(target)) continue
      const cover = floatingAncestor(hit)
      if (!cover || cover.contains(target) || cover === floatingAncestor(target)) continue
      // An open dialog or popover is meant to sit over the page.
      if (cover.closest('[role=dialog], [role=alertdialog], [role=menu], [role=listbox], [role=tooltip]'))
        continue
      if (cover.querySelector('[role=dialog], [role=alertdialog]')) continue
      // A bar across the page (the toolbar, a wizard's step bar) has the content scroll from under it.
      if (cover.getBoundingClientRect().width >= viewportWidth * 0.6) continue
      found.push(`${name(target)} is covered by ${name(cover)}`)
    }

    // Text broken a letter per line, or a word split across two lines.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    const lineTops = (rects: DOMRectList) => new Set([...rects].map((rect) => Math.round(rect.top))).size
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const letters = text.replace(/\s/g, '')
      if (letters.length < 4 || !node.parentElement || !shown(node.parentElement)) continue
      range.selectNodeContents(node)
      const lines = lineTops(range.getClientRects())
      if (lines < 2) continue
      if (lines >= 3 && lines >= letters.length * 0.6) {
        found.push(`"${text.trim().slice(0, 40)}" is set one letter per line`)
        continue
      }
      // Code (a certificate, a token) breaks anywhere by design, and so do addresses at their dots and slashes.
      if (node.parentElement.closest('code, pre, kbd, samp')) continue
      if (getComputedStyle(node.parentElement).wordBreak === 'break-all') continue
      for (const match of text.matchAll(/[A-Za-z]{5,}/g)) {
        const around = (text[match.index - 1] ?? ' ') + (text[match.index + match[0].length] ?? ' ')
        if (/[./@:_-]/.test(around)) continue
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        if (lineTops(range.getClientRects()) > 1) {
          found.push(`the word "${match[0]}" is broken across two lines`)
          break
        }
      }
    }

    // Words meant for the people who build the console.
    const visible = document.body.innerText
    for (const word of options.deny) if (visible.includes(word)) found.push(`the page shows "${word}"`)
    for (const match of visible.matchAll(new RegExp(options.rawId, 'g'))) {
      // Inside an address the admin copies (an SSO endpoint, a feed URL) the id is part of the address.
      const before = visible[match.index - 1] ?? ' '
      const after = visible[match.index + match[0].length] ?? ' '
      if (/[/=:#?&]/.test(before) || after === '/') continue
      found.push(`the page shows the raw id "${match[0]}"`)
    }
    return [...new Set(found)]
  }, options)
}
