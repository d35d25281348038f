import { array, enums, nullable, object, string, type Infer } from 'superstruct'

// The DNS records of a company's sending domain (issue 62): SPF says which servers may send as the domain, DKIM
// publishes the key its mail is signed with, DMARC tells receivers what to do with mail that fails both. The
// gateway looks them up and judges them; the mail-delivery panel lists them with what to publish.

export const SENDER_KINDS = ['console', 'smtp', 'graph'] as const
export type SenderKind = (typeof SENDER_KINDS)[number]
export const RECORD_STATUSES = ['ok', 'missing', 'wrong', 'unchecked', 'unknown'] as const
export type RecordStatus = (typeof RECORD_STATUSES)[number]

export const SenderRecord = object({
  kind: enums(['spf', 'dkim', 'dmarc'] as const),
  type: enums(['TXT', 'CNAME'] as const),
  /** The DNS name the record lives at. */
  name: string(),
  /** The value to publish, when the console knows it. */
  publish: nullable(string()),
  /** What the DNS answered (the records of this kind only). */
  found: array(string()),
  status: enums(RECORD_STATUSES),
  /** What is wrong, or what to know, in a sentence. */
  problem: nullable(string()),
})
export type SenderRecord = Infer<typeof SenderRecord>

export const SenderRecords = object({
  sender: enums(SENDER_KINDS),
  domain: nullable(string()),
  records: array(SenderRecord),
  checkedAt: string(),
})
export type SenderRecords = Infer<typeof SenderRecords>

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i

/** A typed domain's problem: empty is fine (the sending domain is checked), anything else must be a domain name. */
export const domainProblem = (value: string): string | null =>
  value.trim() === '' || DOMAIN.test(value.trim().replace(/\.$/, ''))
    ? null
    : SENDER_RECORD_TEXTS.domainInvalid

export const RECORD_LABELS: Record<SenderRecord['kind'], string> = {
  spf: 'SPF',
  dkim: 'DKIM',
  dmarc: 'DMARC',
}

export const STATUS_LABELS: Record<RecordStatus, string> = {
  ok: 'Published',
  missing: 'Missing',
  wrong: 'Needs a change',
  unchecked: 'Not checked',
  unknown: 'Could not check',
}

export const SENDER_LABELS: Record<SenderKind, string> = {
  console: 'Mail leaves through the console’s own mail server',
  smtp: 'Mail leaves through your SMTP server',
  graph: 'Mail leaves through Microsoft 365 (Graph)',
}

export const SENDER_RECORD_TEXTS = {
  title: 'Sender domain records',
  intro:
    'Receiving mail servers check these DNS records before they trust mail from your domain. Publish them at your DNS host, then check again.',
  noDomain: 'The sending address has no domain to check. Enter the domain your mail is sent as.',
  domainInvalid: 'Enter a domain name, such as company.com.',
  domainLabel: 'Domain to check',
  domainHint: 'Leave empty to check the domain your mail is sent as.',
  check: 'Check again',
  checking: 'Checking the DNS…',
  dnsDown: 'The DNS servers did not answer. Check again in a few minutes.',
  spfMissing:
    'No SPF record: receivers cannot tell which servers may send as this domain. Publish the value shown.',
  spfMissingOwn:
    'No SPF record: receivers cannot tell which servers may send as this domain. Your mail provider gives the include to publish, as in v=spf1 include:… ~all.',
  spfTwice: 'More than one SPF record: receivers treat that as an error. Merge them into one record.',
  spfOpen: 'The record lets every server on the internet send as this domain. End it with ~all or -all.',
  spfLacks: (include: string) =>
    `The record does not include ${include}, so mail sent for you fails SPF. Add include:${include}.`,
  dkimMissing:
    'No DKIM key at this name: receivers cannot check the console’s signature. Publish the value shown.',
  dkimMissingOwn: 'No DKIM key at this name. Publish the key your mail provider gives for this selector.',
  dkimRevoked: 'The key at this name is empty (revoked): signatures made with it fail.',
  dkimOtherKey: 'The published key is not the one the console signs with. Replace it with the value shown.',
  dkimNoSelector:
    'Enter the DKIM selector your mail server signs with (in the SMTP settings) to check its key.',
  dkimNotSigned: 'The console does not sign this domain’s mail: its operator has set no DKIM key for it.',
  dkimMicrosoft:
    'Turn on DKIM for the domain in Microsoft 365 Defender: it gives the CNAME to publish at this name.',
  dmarcMissing: 'No DMARC record: receivers decide alone what to do with mail that fails SPF and DKIM.',
  dmarcTwice: 'More than one DMARC record: receivers ignore them all. Keep one.',
  dmarcNoPolicy: 'The record has no valid policy (p=none, quarantine or reject).',
  dmarcMonitoring:
    'Policy none: receivers only report. Move to quarantine once the reports show your mail passes.',
  checkedAt: (when: string) => `Checked ${when}`,
} as const
