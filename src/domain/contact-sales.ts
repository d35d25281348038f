import { string, type } from 'superstruct'
import { filled, text } from './field-problems'

// The Contact Sales dialog (000 §2, §5, §7; 001 §3 "Contact-us (buy) payload", §9).

/** 001 §9: 25 users when not boosted, 100 by default. */
export const contactUsersDefault = (hasBoost: boolean) => (hasBoost ? 100 : 25)

export const CONTACT_SALES_TEXTS = {
  title: 'Contact Sales',
  users: 'Number of Users',
  phone: 'Phone Number',
  message: 'Message (optional)',
  send: 'Send',
  cancel: 'Cancel',
  thanks: 'Thanks for your inquiry! We will contact you shortly!',
  phoneRequired: 'Phone Number is required',
  phoneInvalid: 'Phone number is invalid.',
  usersRequired: 'Field is required',
  usersMinimum: 'Number of Users must be greater than or equal to 1.',
} as const

export interface ContactSalesValues {
  usersNumber: string
  phone: string
  message: string
}

/** 000 §5: phone required; users a number with a minimum; message optional. */
export const ContactSalesForm = type({
  usersNumber: text(filled(CONTACT_SALES_TEXTS.usersRequired), [
    (users) => /^\d+$/.test(users) && Number(users) >= 1,
    CONTACT_SALES_TEXTS.usersMinimum,
  ]),
  phone: text(filled(CONTACT_SALES_TEXTS.phoneRequired), [
    (phone) => /^\+?[\d\s().-]{7,20}$/.test(phone) && (phone.match(/\d/g)?.length ?? 0) >= 7,
    CONTACT_SALES_TEXTS.phoneInvalid,
  ]),
  message: string(),
})

export const MESSAGE_MAX = 5000
