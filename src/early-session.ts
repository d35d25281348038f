// The session's first call, started by index.html's first script while the console's code is still on its
// way (issue 23, a first screen without a waterfall): the refresh cookie's exchange for an identity token.
// The identity provider takes this answer instead of asking again (src/api/identity.ts). No imports: this
// file is its own tiny chunk, so nothing waits for it.

/** PATHS.identityToken (a unit test keeps them equal; importing it would tie this chunk to the rest). */
export const EARLY_TOKEN_PATH = '/identity/v1/token'

export interface EarlyRefresh {
  status: number
  body: unknown
}

declare global {
  interface Window {
    __earlyRefresh?: Promise<EarlyRefresh | null>
  }
}

window.__earlyRefresh = fetch(EARLY_TOKEN_PATH, { method: 'POST', credentials: 'same-origin' }).then(
  async (response) => ({ status: response.status, body: response.ok ? await response.json() : null }),
  () => null,
)
