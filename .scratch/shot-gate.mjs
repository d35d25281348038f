/* eslint-disable */
import { chromium } from 'playwright-core'
const base = 'http://localhost:5199'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
await page.goto(base + '/login')
await page.getByLabel('Email').fill(process.argv[2] ?? 'admin@acme.example')
await page.getByLabel('Password', { exact: true }).fill('Awareness#2026')
await page.getByRole('button', { name: /sign in|log in/i }).click()
await page.waitForURL(/\/home/, { timeout: 20000 })
await page.goto(base + (process.argv[3] ?? '/general-report'))
await page.waitForTimeout(2500)
console.log(page.url())
await page.screenshot({ path: '/tmp/gate.png' })
await browser.close()
