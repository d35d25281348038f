import { enums, number, object, refine, size, string, type, unknown, type Infer } from 'superstruct'
import { fieldProblems, text } from './field-problems'

// Become a partner (/become-partner; 001 §1 "Affiliate pitch", 002 §9 "Affiliate program: 10% of every
// purchase"): the pitch and a request that reaches the platform's partner team. One open request per company.

export const PARTNER_PITCH = [
  {
    title: 'Partner portal access',
    text: 'Invite and manage your customers, their licences and their training from one place.',
  },
  {
    title: '100% white label',
    text: 'Your logo, your colours and your domain on everything your customers see.',
  },
  {
    title: 'Affiliate link',
    text: 'Share your own sign-up link: every company that joins through it is yours.',
  },
  { title: '10% of every purchase', text: 'Receive 10% of every purchase your customers make.' },
] as const

export const PARTNER_KINDS = ['MSP', 'RESELLER', 'AFFILIATE'] as const
export type PartnerKind = (typeof PARTNER_KINDS)[number]
export const PARTNER_KIND_LABELS: Record<PartnerKind, string> = {
  MSP: 'Managed service provider',
  RESELLER: 'Reseller',
  AFFILIATE: 'Affiliate (referrals only)',
}

export const PARTNER_MESSAGE_MAX = 2000
export const PARTNER_CUSTOMERS_MAX = 100_000

export const BECOME_PARTNER_TEXTS = {
  title: 'Become a partner',
  customers: `Enter how many customers you expect, from 1 to ${PARTNER_CUSTOMERS_MAX.toLocaleString('en-US')}.`,
  website: 'Enter your website as https://…, or leave it empty.',
  messageLong: `At most ${PARTNER_MESSAGE_MAX} characters.`,
  sent: 'Your request was sent. Our partner team will contact you within two business days.',
  pending: (date: string) => `Your request of ${date} is with our partner team.`,
  alreadyPartner: 'Your company is already a partner.',
  alreadyRequested: 'Your company has already asked to become a partner.',
} as const

export const PartnerRequestBody = object({
  kind: enums(PARTNER_KINDS),
  expectedCustomers: number(),
  website: size(string(), 0, 300),
  message: size(string(), 0, PARTNER_MESSAGE_MAX + 1000),
})
export type PartnerRequestBody = Infer<typeof PartnerRequestBody>

export interface PartnerRequestView {
  /** The company is a partner already: nothing to ask. */
  partner: boolean
  request: { kind: PartnerKind; createdAt: string; status: string } | null
}

export const emptyPartnerRequest = (): PartnerRequestBody => ({
  kind: 'MSP',
  expectedCustomers: 10,
  website: '',
  message: '',
})

/** The request's form, and the gateway's check of it: a count of customers, an https website if any, a short note. */
export const PartnerRequestRules = type({
  expectedCustomers: refine(
    unknown(),
    'customers',
    (count) =>
      (typeof count === 'number' &&
        Number.isInteger(count) &&
        count >= 1 &&
        count <= PARTNER_CUSTOMERS_MAX) ||
      BECOME_PARTNER_TEXTS.customers,
  ),
  website: text([
    (url) => url === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(url),
    BECOME_PARTNER_TEXTS.website,
  ]),
  message: refine(
    string(),
    'long',
    (message) => message.length <= PARTNER_MESSAGE_MAX || BECOME_PARTNER_TEXTS.messageLong,
  ),
})

export const partnerRequestFieldProblems = (body: PartnerRequestBody) =>
  fieldProblems(PartnerRequestRules, body) as Partial<
    Record<'expectedCustomers' | 'website' | 'message', string>
  >
