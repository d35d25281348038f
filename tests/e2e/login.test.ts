import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

const session = browserPerFile(gateway().baseUrl, { freshPage: true })

describe('password sign-in in Chromium', () => {
  it('signs admin@acme.example in to /home and out again', async () => {
    const login = new LoginPage(session.page())
    await login.open()
    await login.signIn('admin@acme.example')
    const home = new HomePage(session.page())
    await home.seeSignedIn('Acme Corp')
    expect(new URL(session.page().url()).pathname).toBe('/home')
    await session.page().reload()
    await home.seeSignedIn('Acme Corp')
    await home.signOut()
    expect(new URL(session.page().url()).pathname).toBe('/login')
    await session.page().goto('/home')
    await session.page().getByRole('heading', { name: 'Log in to your account' }).waitFor()
  })

  it('refuses learner@acme.example with the non-admin message', async () => {
    const login = new LoginPage(session.page())
    await login.open()
    await login.signIn('learner@acme.example')
    await login.seeMessage("This account doesn't have access to the admin console.")
    expect(new URL(session.page().url()).pathname).toBe('/login')
  })

  it('answers a wrong password with "Invalid login credentials" and keeps what was typed', async () => {
    const login = new LoginPage(session.page())
    await login.open()
    await login.signIn('admin@acme.example', 'Wrong#Password1')
    await login.seeMessage('Invalid login credentials')
    await login.seeFieldValue('Email', 'admin@acme.example')
    await login.seeFieldValue('Password', 'Wrong#Password1')
  })

  it('shows the spec texts for empty and malformed input without calling the gateway', async () => {
    const login = new LoginPage(session.page())
    await login.open()
    await session.page().getByRole('button', { name: 'Log in' }).click()
    await login.seeMessage('Please enter Your Email.')
    await login.seeMessage('Please enter Your Password.')
    await login.signIn('not-an-email', 'short')
    await login.seeMessage('Invalid email format')
    await login.seeMessage('Too short')
  })

  it('brings a signed-out deep link back to the same URL after sign-in', async () => {
    await session.page().goto('/home?tab=overview')
    await session.page().getByRole('heading', { name: 'Log in to your account' }).waitFor()
    expect(new URL(session.page().url()).searchParams.get('redirect')).toBe('/home?tab=overview')
    await new LoginPage(session.page()).signIn('owner@globex.example')
    await new HomePage(session.page()).seeSignedIn('Globex')
    expect(new URL(session.page().url()).pathname + new URL(session.page().url()).search).toBe(
      '/home?tab=overview',
    )
  })
})
