import type { Role } from '../roles'

/** The platform's own staff, who see the Flows group in the navigation. */
export const canSeeFlows = (role: Role | null | undefined) => role === 'superadmin' || role === 'support'

/** "Flows of this page" in the toolbar: the visualizer's list narrowed to the machines of the page at `path`. */
export function flowsOfPageHref(role: Role | null | undefined, path: string): string | null {
  return canSeeFlows(role) ? `/machines?page=${encodeURIComponent(path)}` : null
}
