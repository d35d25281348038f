import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LICENCE_TEXTS } from '../../src/domain/customer-licences'
import { CUSTOMER_BULK_ACTIONS } from '../../src/domain/customers'
import { INVITE_TEXTS } from '../../src/domain/customer-invitations'
import { TRANSACTION_TEXTS } from '../../src/domain/partner-transactions'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// The partner portal in Chromium (issue 26): Northwind filters its customers, invites two new ones and sets
// both as partners in bulk, one registers through its mailed link and appears registered; Northwind allocates
// and buys licences for it, then sends the purchase's invoice, whose PDF arrives in the outbox with the amount.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })
const PASSWORD = 'Str0ng&Secret-Yonder'

interface Mail {
  to: string
  kind: string
  body: string
  attachments: { filename: string; content: string }[] | null
}
async function mailTo(to: string, kind: string): Promise<Mail> {
  const { items } = (await (await fetch(`${baseUrl}/__dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
    items: Mail[]
  }
  const mail = items.find((item) => item.kind === kind)
  if (!mail) throw new Error(`no ${kind} mail to ${to}`)
  return mail
}

/** The sign-up form as an invited admin fills it; the address comes from the link unless another is given. */
async function fillRegistration(
  guest: Page,
  who: { first: string; last: string; company: string; email?: string },
) {
  await guest.getByLabel('First name').fill(who.first)
  await guest.getByLabel('Last name').fill(who.last)
  if (who.email) await guest.getByLabel('Work email').fill(who.email)
  await guest.getByLabel('Company name').fill(who.company)
  await guest.getByLabel('Phone number').fill('+1 555-123-4567')
  await guest.getByLabel('Country').selectOption({ label: 'Germany' })
  await guest.getByLabel('Industry').selectOption('it')
  await guest.getByLabel('Company size').selectOption('51-200')
  await guest.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await guest.getByLabel('Confirm password').fill(PASSWORD)
}

describe('partner portal in Chromium', () => {
  it('invites, sets as partners, registers through the link, allocates, buys and mails the invoice', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('partner@northwind.example')
    await new HomePage(page).seeSignedIn('Northwind')
    await page.goto('/partner-portal/reseller/customers')

    // Filters narrow the list and stay in the address.
    await page.getByRole('row', { name: /Contoso/ }).waitFor()
    const everyone = await page.getByRole('row').count()
    await page.getByRole('combobox', { name: /^Licence/ }).selectOption('UNREGISTERED')
    await page.waitForURL(/filters=/)
    await expect.poll(() => page.getByRole('row').count()).toBeLessThan(everyone)
    await page.getByRole('button', { name: 'Clear filters' }).click()

    // Two invitations at once; a bad address is refused on its line first.
    await page.getByRole('button', { name: 'Invite customers' }).click()
    const invite = page.getByRole('dialog', { name: 'Invite customers' })
    await invite.getByLabel('Company name 1').fill('Blue Yonder Airlines')
    await invite.getByLabel('Admin email 1').fill('it@blueyonder.example')
    await invite.getByRole('button', { name: 'Add another customer' }).click()
    await invite.getByLabel('Company name 2').fill('Relecloud')
    await invite.getByLabel('Admin email 2').fill('relecloud')
    await invite.getByRole('button', { name: 'Send invites' }).click()
    await invite.getByText(INVITE_TEXTS.email).waitFor()
    await invite.getByLabel('Admin email 2').fill('it@relecloud.example')
    await invite.getByRole('button', { name: 'Send invites' }).click()
    await page.getByText(INVITE_TEXTS.sent).first().waitFor()
    // Newest first: the two just invited head a book of more than a page.
    await page.goto('/partner-portal/reseller/customers?orderBy=createdAt&order=DESC')

    // Both set as partners in one action.
    await page.getByRole('checkbox', { name: 'Select Blue Yonder Airlines' }).check()
    await page.getByRole('checkbox', { name: 'Select Relecloud' }).check()
    await page
      .getByRole('toolbar', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Set as partner' })
      .click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Set as partner' }).click()
    await page.getByText(CUSTOMER_BULK_ACTIONS.setPartner.done).first().waitFor()
    await page.getByRole('combobox', { name: /^Affiliation/ }).selectOption('PARTNER')
    await page.getByRole('row', { name: /Blue Yonder Airlines/ }).waitFor()
    await page.getByRole('row', { name: /Relecloud/ }).waitFor()
    await page.getByRole('button', { name: 'Clear filters' }).click()

    // The invited admin registers through the mailed link, in a browser of their own.
    const link = /https?:\/\/\S+\/register\?\S+/.exec(
      (await mailTo('it@blueyonder.example', 'customer-invite')).body,
    )![0]
    const guest = await page.context().browser()!.newPage()
    await guest.goto(link)
    await fillRegistration(guest, { first: 'Bianca', last: 'Yonder', company: 'Blue Yonder Airlines' })
    await guest.getByRole('button', { name: 'Create account' }).click()
    await guest.getByText('Check your inbox').waitFor()
    // The same link a second time is refused in words, with what was typed kept.
    await guest.goto(link)
    await fillRegistration(guest, {
      first: 'Mallory',
      last: 'Again',
      company: 'Blue Yonder Two',
      email: 'mallory@blueyonder.example',
    })
    await guest.getByRole('button', { name: 'Create account' }).click()
    await guest.getByText(INVITE_TEXTS.linkInvalid).waitFor()
    await guest.close()

    await page.reload()
    const row = page.getByRole('row', { name: /Blue Yonder Airlines/ })
    await row.getByText('it@blueyonder.example').waitFor()

    // Licences: allocated from the wallet, then bought.
    // The row's licence actions are in its menu, so the pinned actions column hides no column at 1440 px.
    await row.getByRole('button', { name: 'More actions: Blue Yonder Airlines' }).click()
    await page.getByRole('menuitem', { name: 'Allocate licenses' }).click()
    const allocate = page.getByRole('dialog', { name: 'Allocate licenses' })
    await allocate.getByLabel('Number of licenses').fill('12')
    await allocate.getByRole('button', { name: 'Allocate' }).click()
    await page.getByText(LICENCE_TEXTS.allocated).first().waitFor()
    await row.getByRole('button', { name: 'More actions: Blue Yonder Airlines' }).click()
    await page.getByRole('menuitem', { name: 'Buy licenses' }).click()
    const buy = page.getByRole('dialog', { name: 'Buy licenses' })
    await buy.getByLabel('Number of licenses').fill('20')
    await buy.getByLabel('Order number').fill('PO-E2E-1')
    await buy.getByText('Total per year').waitFor()
    const total = (await buy.getByRole('region', { name: 'Price' }).textContent())!.match(
      /Total per year(\$[\d,.]+)/,
    )![1]!
    await buy.getByRole('checkbox', { name: /I confirm this purchase/ }).check()
    await buy.getByRole('button', { name: 'Buy' }).click()
    await page.getByText(LICENCE_TEXTS.bought).first().waitFor()
    await expect
      .poll(async () => page.getByRole('row', { name: /Blue Yonder Airlines/ }).textContent())
      .toContain('32')

    // The invoice of the purchase, mailed: its PDF reads back with the amount.
    await page.goto('/partner-portal/transactions/billing?search=PO-E2E-1')
    const invoiceRow = page.getByRole('row', { name: /Blue Yonder Airlines/ })
    await invoiceRow.getByText(total).first().waitFor()
    await invoiceRow.getByRole('button', { name: /^Send invoice/ }).click()
    await page.getByLabel('Send to').fill('billing@blueyonder.example')
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click()
    await page.getByText(TRANSACTION_TEXTS.invoiceSent).first().waitFor()
    const mail = await mailTo('billing@blueyonder.example', 'invoice')
    const { extractText } = await import('unpdf')
    const pdf = Buffer.from(mail.attachments![0]!.content, 'base64')
    expect((await extractText(new Uint8Array(pdf), { mergePages: true })).text).toContain(total)
  })
  it('forecasts the next 90 days, and its next steps allocate an overage and resend an invitation', async () => {
    const page = session.page()
    await page.goto('/opportunity-forecast')
    const kinds = page.getByRole('group', { name: 'Show by kind' })
    await kinds.getByRole('button', { name: /^Unregistered invitations/ }).waitFor()
    await page.getByRole('button', { name: 'Resend invite: Relecloud' }).click()
    await page.getByText(INVITE_TEXTS.sent).first().waitFor()
    const { items } = (await (
      await fetch(`${baseUrl}/__dev/outbox?to=${encodeURIComponent('it@relecloud.example')}`)
    ).json()) as { items: Mail[] }
    expect(items.filter((mail) => mail.kind === 'customer-invite')).toHaveLength(2)

    await kinds.getByRole('button', { name: /^Overages/ }).click()
    const step = page.getByRole('button', { name: /^Allocate licenses: / }).first()
    const customer = (await step.getAttribute('aria-label'))!.replace('Allocate licenses: ', '')
    const seats = await page
      .getByRole('row', { name: new RegExp(customer) })
      .getByRole('cell')
      .nth(2)
      .textContent()
    await step.click()
    const allocate = page.getByRole('dialog', { name: 'Allocate licenses' })
    await expect.poll(() => allocate.getByLabel('Number of licenses').inputValue()).toBe(seats)
    await allocate.getByRole('button', { name: 'Allocate' }).click()
    await page.getByText(LICENCE_TEXTS.allocated).first().waitFor()
    await expect
      .poll(() => page.getByRole('button', { name: `Allocate licenses: ${customer}` }).count())
      .toBe(0)

    // The reseller overview links a sub-reseller to its customers, shown without actions.
    await page.goto('/partner-portal/reseller/overview')
    await page.getByRole('link', { name: 'Fabrikam' }).click()
    await page.getByText('Customers of Fabrikam').waitFor()
    await page.getByRole('row', { name: /Alpine Ski House/ }).waitFor()
    expect(await page.getByRole('button', { name: /^Allocate licenses/ }).count()).toBe(0)
  })
})
