import { describe, expect, it } from 'vitest'
import { navigate } from 'wouter/use-browser-location'
import { releaseWhenLeft } from '../../src/app/drawn-page'

describe('the answers of a page the gateway drew', () => {
  it('serve their page until the admin goes to another', () => {
    window.history.replaceState(null, '', '/home')
    const answers = { idToken: 'token', expiresIn: 3600, answers: {} }
    window.__pageSession = answers as never
    releaseWhenLeft('/home')
    navigate('/home?tab=culture', { replace: true })
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(window.__pageSession, 'still on the drawn page').toBe(answers)
    navigate('/users/all_users')
    expect(window.__pageSession).toBeUndefined()

    // Back on the drawn page later, the page session does not come back: the answers are as old as the page.
    window.__pageSession = answers as never
    navigate('/home')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(window.__pageSession, 'nothing listens once released').toBe(answers)
    window.__pageSession = undefined
  })

  it('go on the back button as well', () => {
    window.history.replaceState(null, '', '/home')
    window.__pageSession = { idToken: 'token', expiresIn: 3600, answers: {} } as never
    releaseWhenLeft('/home')
    // The back button: the address has changed when popstate fires, and no router method was called.
    const replace = History.prototype.replaceState.bind(window.history)
    replace(null, '', '/users/all_users')
    expect(window.__pageSession).toBeDefined()
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(window.__pageSession).toBeUndefined()
  })
})
