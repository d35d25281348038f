// A reason shown on /login after a flow elsewhere failed (a partner's company token). It travels in the
// history entry's state, never in the URL, so no link can put words on the login page.

const KEY = 'loginNotice'

export function loginNotice(message: string): Record<string, string> {
  return { [KEY]: message }
}

export function readLoginNotice(): string | null {
  const state: unknown = window.history.state
  if (state && typeof state === 'object' && KEY in state) {
    const value = (state as Record<string, unknown>)[KEY]
    return typeof value === 'string' ? value : null
  }
  return null
}
