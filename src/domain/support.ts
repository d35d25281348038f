import { type } from 'superstruct'
import { filled, text } from './field-problems'
import { isEmail } from './login'

// Contact Support, the help drawer (000 §2 "Help", §3 "Contact support payload", §5; 001 §9 help topics).

/** 001 §9 "Help-topic options", in the spec's order. */
export const HELP_TOPICS = [
  'Phishing Simulation',
  'Training & Videos',
  'Account Settings',
  'User Management',
  'Login & Password',
  'Emails & Notifications',
  'Reporting & Dashboards',
  'Pricing & Licensing',
  'Other',
] as const
export type HelpTopic = (typeof HELP_TOPICS)[number]

export const SUPPORT_TEXTS = {
  title: 'Contact Support',
  greeting: (name: string) => (name ? `Hi ${name}, how can we help?` : 'Hi, how can we help?'),
  faqTitle: 'Frequently asked questions',
  faqText: 'Answers to the questions admins ask most, from adding users to reading reports.',
  faqLink: 'Open the FAQ',
  category: 'Category',
  categoryPlaceholder: 'Select a category',
  message: 'Your Message',
  email: 'Email Address',
  send: 'Send',
  thanksTitle: 'Thank You',
  thanksText: "We'll be in touch. Shortly!",
  messageRequired: 'Please enter Message',
  emailRequired: 'Please enter Email',
  emailInvalid: 'Please enter a valid Email',
  categoryRequired: 'Please select a category',
  messageTooLong: (max: number) => `Message must be at most ${max} characters`,
} as const

export const SUPPORT_FAQ_URL = 'https://help.awareness.example/faq'
/** Ours: long enough for a detailed report with pasted error text, short enough for a ticket system. */
export const SUPPORT_MESSAGE_MAX = 5000
/** 000 §3: where the ticket came from. */
export const SUPPORT_SOURCE = 'admin-panel'

export interface SupportValues {
  category: string
  message: string
  email: string
}

/** 000 §3: a listed topic, a message within the limit, and an address to answer. */
export const SupportForm = type({
  category: text([
    (category) => (HELP_TOPICS as readonly string[]).includes(category),
    SUPPORT_TEXTS.categoryRequired,
  ]),
  message: text(filled(SUPPORT_TEXTS.messageRequired), [
    (message) => message.length <= SUPPORT_MESSAGE_MAX,
    SUPPORT_TEXTS.messageTooLong(SUPPORT_MESSAGE_MAX),
  ]),
  email: text(filled(SUPPORT_TEXTS.emailRequired), [isEmail, SUPPORT_TEXTS.emailInvalid]),
})

/** 000 §2: the FAQ card is hidden for the admin of a verified custom domain (the platform stays unnamed). */
export const faqVisible = (facts: { role: string | null; isCustomDomainVerified: boolean }) =>
  !(facts.isCustomDomainVerified && facts.role === 'admin')
