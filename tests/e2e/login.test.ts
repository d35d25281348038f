import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newContext } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'

let browser: Browser
let context: BrowserContext
let page: Page
const baseUrl = inject('baseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())
beforeEach(async () => {
  await context?.close()
  context = await newContext(browser, baseUrl)
  page = await context.newPage()
})

describe('password sign-in in Chromium', () => {
  it('signs admin@acme.example in to /home and out again', async () => {
    const login = new LoginPage(page)
    await login.open()
    await login.signIn('admin@acme.example')
    const home = new HomePage(page)
    await home.seeSignedIn('Acme Corp')
    expect(new URL(page.url()).pathname).toBe('/home')
    await page.reload()
    await home.seeSignedIn('Acme Corp')
    await home.signOut()
    expect(new URL(page.url()).pathname).toBe('/login')
    await page.goto('/home')
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor()
  })

  it('refuses learner@acme.example with the non-admin message', async () => {
    const login = new LoginPage(page)
    await login.open()
    await login.signIn('learner@acme.example')
    await login.seeMessage("This account doesn't have access to the admin console.")
    expect(new URL(page.url()).pathname).toBe('/login')
  })

  it('answers a wrong password with "Invalid login credentials" and keeps what was typed', async () => {
    const login = new LoginPage(page)
    await login.open()
    await login.signIn('admin@acme.example', 'Wrong#Password1')
    await login.seeMessage('Invalid login credentials')
    await login.seeFieldValue('Email', 'admin@acme.example')
    await login.seeFieldValue('Password', 'Wrong#Password1')
  })

  it('shows the spec texts for empty and malformed input without calling the gateway', async () => {
    const login = new LoginPage(page)
    await login.open()
    await page.getByRole('button', { name: 'Log in' }).click()
    await login.seeMessage('Please enter Your Email.')
    await login.seeMessage('Please enter Your Password.')
    await login.signIn('not-an-email', 'short')
    await login.seeMessage('Invalid email format')
    await login.seeMessage('Too short')
  })

  it('brings a signed-out deep link back to the same URL after sign-in', async () => {
    await page.goto('/home?tab=overview')
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor()
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/home?tab=overview')
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/home?tab=overview')
  })
})
