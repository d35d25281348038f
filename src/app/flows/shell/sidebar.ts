import { sidebarMachine, type SidebarInput } from '../../../../machines/shell/sidebar.machine'
import { LARGE_SCREEN } from '../../../ui/use-media-query'
import { drawnAnswers } from '../../drawn-page'
import { rememberedFolded, rememberFolded } from '../../sidebar-folded'

export function sidebarInput(): SidebarInput {
  // A page the gateway drew hydrates as it was drawn, docked and open (it cannot know the window's width); the
  // shell then tells the sidebar the real width. The docked sidebar is hidden below the large breakpoint by its
  // style, so a phone never sees it.
  if (drawnAnswers()) return { folded: false, narrow: false }
  return { folded: rememberedFolded(), narrow: !window.matchMedia(LARGE_SCREEN).matches }
}

export const sidebarLogic = sidebarMachine.provide({
  actions: {
    rememberFolded: (_, folded) => rememberFolded(folded),
  },
})

/** The shell's sidebar, fetching a page ahead of the click when its item is pointed at. */
export const bindSidebar = (prefetch: (href: string) => void) =>
  sidebarLogic.provide({ actions: { prefetch: (_, href) => prefetch(href) } })
