import type { SimulationCategory } from '../../src/domain/simulation/campaign'

// The platform's phishing simulation library (000 §3: difficulty, category, provider): real-looking mails,
// each with the %url_tag% link the delivery engine turns into the recipient's own tracking link.

interface SimulationLure {
  id: string
  name: string
  subject: string
  fromName: string
  fromEmail: string
  difficulty: 'EASY' | 'MEDIUM' | 'HARD'
  category: SimulationCategory
  provider: 0 | 1 | 2
  paragraphs: string[]
  button: string
}

const mail = (lure: SimulationLure) =>
  `<div style="font-family:Arial,sans-serif;font-size:15px;color:#222;max-width:560px">` +
  `<p>Hi {{firstName}},</p>${lure.paragraphs.map((text) => `<p>${text}</p>`).join('')}` +
  `<p><a href="%url_tag%" style="display:inline-block;padding:10px 18px;background:#2457d6;color:#fff;text-decoration:none;border-radius:4px">${lure.button}</a></p>` +
  `<p style="color:#666;font-size:12px">${lure.fromName}</p></div>`

const LURES: SimulationLure[] = [
  {
    id: 'sim_o365_password_expiry',
    name: 'Password expires today',
    subject: 'Your password expires today',
    fromName: 'Microsoft 365 Admin',
    fromEmail: 'no-reply@m365-account-security.com',
    difficulty: 'EASY',
    category: 'CORPORATE',
    provider: 1,
    paragraphs: [
      'The password for your work account expires today.',
      'Keep your current password to avoid losing access to mail and files.',
    ],
    button: 'Keep current password',
  },
  {
    id: 'sim_o365_shared_file',
    name: 'Shared document from a colleague',
    subject: 'A document was shared with you: Q4 salary review.xlsx',
    fromName: 'OneDrive',
    fromEmail: 'sharing@onedrive-notify.net',
    difficulty: 'MEDIUM',
    category: 'CORPORATE',
    provider: 1,
    paragraphs: [
      'Your colleague shared "Q4 salary review.xlsx" with you.',
      'This link only works for the direct recipients of this message.',
    ],
    button: 'Open',
  },
  {
    id: 'sim_o365_voicemail',
    name: 'New voicemail',
    subject: 'You have 1 new voicemail (0:47)',
    fromName: 'Teams Voicemail',
    fromEmail: 'voicemail@teams-voice-mail.com',
    difficulty: 'MEDIUM',
    category: 'CORPORATE',
    provider: 1,
    paragraphs: ['You received a voicemail from +1 (415) 555-0132, duration 0:47.'],
    button: 'Play voicemail',
  },
  {
    id: 'sim_google_storage_full',
    name: 'Storage almost full',
    subject: 'Your Google storage is 99% full',
    fromName: 'Google Workspace',
    fromEmail: 'storage-alerts@workspace-google-mail.com',
    difficulty: 'EASY',
    category: 'CORPORATE',
    provider: 2,
    paragraphs: [
      'You have used 99% of your storage. New mail will bounce once it is full.',
      'Verify your account to receive 50 GB free.',
    ],
    button: 'Get more storage',
  },
  {
    id: 'sim_google_doc_comment',
    name: 'Comment on a shared doc',
    subject: 'Dana mentioned you in "Budget 2027"',
    fromName: 'Dana (Google Docs)',
    fromEmail: 'comments-noreply@docs-google.co',
    difficulty: 'HARD',
    category: 'CORPORATE',
    provider: 2,
    paragraphs: ['Dana replied to a comment: "@you can you check these numbers before Friday?"'],
    button: 'Open document',
  },
  {
    id: 'sim_hr_benefits',
    name: 'Benefits enrolment closes',
    subject: 'Action required: benefits enrolment closes Friday',
    fromName: 'HR Benefits',
    fromEmail: 'benefits@hr-portal-services.com',
    difficulty: 'MEDIUM',
    category: 'CORPORATE',
    provider: 0,
    paragraphs: [
      'Open enrolment for next year closes this Friday.',
      'Employees who do not confirm their choices keep the basic plan.',
    ],
    button: 'Review my benefits',
  },
  {
    id: 'sim_it_mfa_reset',
    name: 'MFA re-registration',
    subject: 'IT notice: re-register your authenticator',
    fromName: 'IT Service Desk',
    fromEmail: 'servicedesk@it-support-desk.net',
    difficulty: 'HARD',
    category: 'CORPORATE',
    provider: 0,
    paragraphs: [
      'We are moving to a new authenticator service.',
      'Accounts not re-registered by tomorrow will be locked.',
    ],
    button: 'Re-register now',
  },
  {
    id: 'sim_parcel_delivery',
    name: 'Parcel delivery failed',
    subject: 'We could not deliver your parcel',
    fromName: 'Parcel Service',
    fromEmail: 'tracking@parcel-redelivery.com',
    difficulty: 'EASY',
    category: 'CONSUMER',
    provider: 0,
    paragraphs: [
      'Your parcel could not be delivered: no one was home.',
      'Choose a new delivery date within 48 hours or it returns to the sender.',
    ],
    button: 'Reschedule delivery',
  },
  {
    id: 'sim_bank_alert',
    name: 'Unusual sign-in to your bank',
    subject: 'Security alert: unusual sign-in attempt',
    fromName: 'Online Banking',
    fromEmail: 'alerts@secure-banking-alerts.com',
    difficulty: 'MEDIUM',
    category: 'CONSUMER',
    provider: 0,
    paragraphs: [
      'We blocked a sign-in attempt from a new device in another country.',
      'If this was not you, confirm your identity now.',
    ],
    button: 'Confirm identity',
  },
  {
    id: 'sim_streaming_payment',
    name: 'Streaming payment declined',
    subject: 'Your membership is on hold',
    fromName: 'StreamFlix',
    fromEmail: 'billing@streamflix-account.com',
    difficulty: 'EASY',
    category: 'CONSUMER',
    provider: 0,
    paragraphs: ['We could not process your last payment, so your membership is on hold.'],
    button: 'Update payment details',
  },
  {
    id: 'sim_invoice_overdue',
    name: 'Overdue invoice',
    subject: 'Invoice INV-20931 is overdue',
    fromName: 'Accounts Receivable',
    fromEmail: 'ar@invoice-remittance.com',
    difficulty: 'HARD',
    category: 'CORPORATE',
    provider: 0,
    paragraphs: [
      'Our records show invoice INV-20931 (USD 4,870.00) is 14 days overdue.',
      'Please review the attached statement and confirm the payment date.',
    ],
    button: 'View statement',
  },
  {
    id: 'sim_gift_card',
    name: 'Gift card from the CEO',
    subject: 'Quick favour',
    fromName: 'Your CEO',
    fromEmail: 'ceo.office@exec-mailbox.com',
    difficulty: 'HARD',
    category: 'CORPORATE',
    provider: 0,
    paragraphs: [
      'Are you at your desk? I need a quick favour for a client gift before my next meeting.',
      'Use the link to pick the cards and keep it between us for now.',
    ],
    button: 'Choose gift cards',
  },
]

export const SIMULATION_TEMPLATES = LURES.map((lure) => ({
  id: lure.id,
  companyId: null,
  name: lure.name,
  subject: lure.subject,
  fromName: lure.fromName,
  fromEmail: lure.fromEmail,
  html: mail(lure),
  difficulty: lure.difficulty,
  category: lure.category,
  provider: lure.provider,
}))
