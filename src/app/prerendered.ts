// The mark the build leaves in the prerendered sign-in page (src/prerender/login.tsx); the gateway serves that
// page only to a request with no session, so finding the mark means: start signed out and hydrate.
export const PRERENDERED_ID = 'console-prerendered'

export function isPrerenderedPage(): boolean {
  return typeof document !== 'undefined' && document.getElementById(PRERENDERED_ID) !== null
}
