// The sidebar's folded state as the admin left it: read by the shell's sidebar, and by the page's start, which
// cannot hydrate a drawn page (drawn open) for an admin who keeps it folded.
const KEY = 'sidebarFolded'

export function rememberedFolded(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true'
  } catch {
    return false
  }
}

export function rememberFolded(folded: boolean): void {
  try {
    localStorage.setItem(KEY, String(folded))
  } catch {
    // Storage refused (private mode): the choice lasts this page only.
  }
}
