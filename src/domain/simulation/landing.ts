// The login pages behind a campaign's link and the landing page a click ends on (001 §9).

/** The login pages a campaign can put behind its link (GET /phishing/api/v1/login_pages). */
export const LOGIN_PAGES = [
  { id: 'lp_microsoft', name: 'Microsoft 365 sign-in', brand: 'Microsoft', provider: 1 },
  { id: 'lp_google', name: 'Google account sign-in', brand: 'Google', provider: 2 },
  { id: 'lp_portal', name: 'Company portal sign-in', brand: 'Company portal', provider: 0 },
  { id: 'lp_parcel', name: 'Parcel delivery confirmation', brand: 'Parcel tracking', provider: 0 },
] as const
export type LoginPageId = (typeof LOGIN_PAGES)[number]['id']
export const loginPageOf = (id: string | null) => LOGIN_PAGES.find((page) => page.id === id) ?? null

/** 001 §9: the landing page's title (English; other languages use it until worded). */
export const LANDING_TITLE = 'Oops! You clicked.'
export const LANDING_TEXTS = {
  title: LANDING_TITLE,
  lead: 'This was a phishing simulation run by your organisation. Nothing was stolen and nothing you typed was kept.',
  signs: 'Next time, look for these signs before you click:',
  tips: [
    'The sender’s address does not match the company it claims to be.',
    'The message pushes you to act fast or threatens a loss.',
    'The link’s real address (hover over it) goes somewhere unexpected.',
    'It asks you to sign in or enter details from a link in a mail.',
  ],
  report: 'When in doubt, use your mail’s report button: reporting a phish protects your colleagues too.',
} as const
