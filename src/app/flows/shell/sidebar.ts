import { sidebarMachine, type SidebarInput } from '../../../../machines/shell/sidebar.machine'
import { LARGE_SCREEN } from '../../../ui/use-media-query'

const KEY = 'sidebarFolded'

export function sidebarInput(): SidebarInput {
  return { folded: localStorage.getItem(KEY) === 'true', narrow: !window.matchMedia(LARGE_SCREEN).matches }
}

export const sidebarLogic = sidebarMachine.provide({
  actions: {
    rememberFolded: (_, folded) => localStorage.setItem(KEY, String(folded)),
  },
})

/** The shell's sidebar, fetching a page ahead of the click when its item is pointed at. */
export const bindSidebar = (prefetch: (href: string) => void) =>
  sidebarLogic.provide({ actions: { prefetch: (_, href) => prefetch(href) } })
