import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import { COPY_TEXTS } from '../../src/domain/copy-text'
import { verifyWebhookSignature } from '../../server/webhooks/signature'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Settings → Integration → API keys and webhooks (issue 32): a key made in the console, shown once, reads the
// company's users through the public API from the Authorization header, and stops working once revoked; a webhook
// registered in the console receives a signed test event on a receiver on loopback, and the log shows it delivered.

const session = browserPerFile(gateway().baseUrl, { freshPage: true })

describe('API keys in Chromium', () => {
  it('creates a key, calls the public API with it, and revokes it', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('admin@acme.example')
    await new HomePage(page).seeSignedIn('Acme')
    await page.goto('/settings/integration')
    await page.getByRole('heading', { name: 'API keys' }).waitFor({ timeout: 15_000 })
    await page.getByText('No API keys yet.').waitFor({ timeout: 10_000 })

    await page.getByRole('button', { name: 'New API key' }).click()
    const create = page.getByRole('dialog', { name: 'New API key' })
    await create.getByRole('button', { name: 'Create key' }).click()
    await create.getByText('Please name the key.').waitFor()
    await create.getByLabel('Key name').fill('HR sync')
    await create.getByRole('button', { name: 'Create key' }).click()
    const shown = page.getByRole('dialog', { name: 'Your new API key' })
    await shown.getByText('Copy the key now: it is shown only this once.').waitFor({ timeout: 10_000 })
    const key = (await shown.getByLabel('API key').textContent())!.trim()
    expect(key).toMatch(/^ak_/)
    // Copy puts the key on the clipboard and says "Copied" beside the button for 2 s (000 §9).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await shown.getByRole('button', { name: 'Copy key' }).click()
    const copied = shown.getByRole('status').filter({ hasText: COPY_TEXTS.copied })
    await copied.waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)
    await copied.waitFor({ state: 'detached', timeout: 5_000 })
    await shown.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('button', { name: 'Revoke HR sync' }).waitFor()
    expect(await page.getByText(key).count()).toBe(0)

    const read = () =>
      page.request.get('/public/api/v1/users?limit=5', { headers: { Authorization: `Bearer ${key}` } })
    const answer = await read()
    expect(answer.status()).toBe(200)
    const body = (await answer.json()) as { data: { email: string }[]; nextCursor: string | null }
    expect(body.data).toHaveLength(5)
    expect(body.data.every((user) => user.email.endsWith('@acme.example'))).toBe(true)
    expect(body.nextCursor).not.toBeNull()
    await page.reload()
    await page.getByText(/last used/).waitFor({ timeout: 10_000 })

    await page.getByRole('button', { name: 'Revoke HR sync' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Revoke "HR sync"?' })
    await confirm.getByRole('button', { name: 'Revoke' }).click()
    await page.getByText('The API key was revoked.').waitFor({ timeout: 10_000 })
    expect((await read()).status()).toBe(401)
  })

  it('registers a webhook, sends a test event to a receiver on loopback, and reads the delivery log', async () => {
    const received: { body: string; signature: string }[] = []
    const receiver = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      request.on('end', () => {
        received.push({ body, signature: String(request.headers['awareness-signature']) })
        response.writeHead(200, { 'Content-Type': 'text/plain' }).end('thanks')
      })
    })
    // The port the gateway was started to allow (ALLOW_PRIVATE_EGRESS): no other loopback port is reachable.
    await new Promise<void>((resolve, reject) => {
      receiver.once('error', reject)
      receiver.listen(gateway().receiverPort, '127.0.0.1', resolve)
    })
    const url = `http://127.0.0.1:${gateway().receiverPort}/siem`
    try {
      const page = session.page()
      await new LoginPage(page).open()
      await new LoginPage(page).signIn('admin@acme.example')
      await new HomePage(page).seeSignedIn('Acme')
      await page.goto('/settings/integration')
      await page.getByText('No webhook endpoints yet.').waitFor({ timeout: 15_000 })
      const webhooks = page.getByRole('region', { name: 'Webhooks' })
      await webhooks.getByRole('button', { name: 'Add endpoint' }).click()
      const create = page.getByRole('dialog', { name: 'Add webhook endpoint' })
      await create.getByLabel('Endpoint address').fill('ftp://nowhere')
      await create.getByRole('button', { name: 'Add endpoint' }).click()
      await create.getByText('Enter a full https:// address.').waitFor()
      await create.getByText('Choose at least one event.').waitFor()
      await create.getByLabel('Endpoint address').fill(url)
      await create.getByRole('checkbox', { name: 'Credentials were typed on a simulation page' }).check()
      await create.getByRole('button', { name: 'Add endpoint' }).click()
      const shown = page.getByRole('dialog', { name: 'Your signing secret' })
      const secret = (await shown.getByLabel('Signing secret').textContent({ timeout: 10_000 }))!.trim()
      expect(secret).toMatch(/^whsec_/)
      await shown.getByRole('button', { name: 'Done' }).click()

      await page.getByRole('button', { name: `Deliveries of ${url}` }).click()
      const log = page.getByRole('dialog', { name: `Deliveries to ${url}` })
      await log.getByText('Nothing delivered yet.').waitFor({ timeout: 10_000 })
      await log.getByRole('button', { name: 'Send test event' }).click()
      await page.getByText('A test event is on its way.').waitFor({ timeout: 10_000 })
      const row = log.getByRole('row', { name: /webhook\.test/ })
      await row.waitFor({ timeout: 10_000 })
      // The dispatcher runs every 2 s: refresh until the log shows the receiver's answer.
      await expect
        .poll(
          async () => {
            await log.getByRole('button', { name: 'Refresh' }).click()
            return row.textContent()
          },
          { timeout: 20_000, interval: 500 },
        )
        .toContain('Delivered')
      expect(await row.textContent()).toContain('200 thanks')
      expect(received).toHaveLength(1)
      expect(verifyWebhookSignature(secret, received[0]!.body, received[0]!.signature, new Date())).toEqual({
        ok: true,
      })
      expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test', companyId: 'cmp_acme' })
      await log.getByRole('button', { name: 'Close' }).click()
      await page.getByRole('button', { name: `Remove ${url}` }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
      await page.getByText('The webhook endpoint was removed.').waitFor({ timeout: 10_000 })
    } finally {
      receiver.close()
    }
  })
})
