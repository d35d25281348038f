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

export interface ContactSalesErrors {
  usersNumber: string | null
  phone: string | null
}

/** 000 §5: phone required; users a number with a minimum; message optional. */
export function contactSalesErrors(values: ContactSalesValues): ContactSalesErrors {
  const users = values.usersNumber.trim()
  const phone = values.phone.trim()
  return {
    usersNumber:
      users === ''
        ? CONTACT_SALES_TEXTS.usersRequired
        : !/^\d+$/.test(users) || Number(users) < 1
          ? CONTACT_SALES_TEXTS.usersMinimum
          : null,
    phone:
      phone === ''
        ? CONTACT_SALES_TEXTS.phoneRequired
        : !/^\+?[\d\s().-]{7,20}$/.test(phone) || (phone.match(/\d/g)?.length ?? 0) < 7
          ? CONTACT_SALES_TEXTS.phoneInvalid
          : null,
  }
}

export const contactSalesValid = (values: ContactSalesValues) => {
  const errors = contactSalesErrors(values)
  return errors.usersNumber === null && errors.phone === null
}

export const MESSAGE_MAX = 5000
