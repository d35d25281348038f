import { createPublicKey } from 'node:crypto'
import { promises as dns } from 'node:dns'
import {
  SENDER_RECORD_TEXTS as T,
  type SenderRecord,
  type SenderRecords,
  type SenderKind,
} from '../../src/domain/sender-records'

// The DNS records a company's sending domain needs so that receivers accept its mail (SPF, DKIM, DMARC), what to
// publish and whether it is published, asked of the gateway's resolver (the system's, or DNS_SERVERS; tests run
// a DNS server on loopback). What "right" means depends on who sends: the console itself (its operator's DKIM
// key, which the published key must match), Microsoft 365 through Graph (Microsoft's SPF include and its two
// DKIM selectors), or the company's own SMTP server (the selector it signs with, as the admin named it).

export interface ConsoleSender {
  /** The From of the console's own mail (SMTP_FROM). */
  from: string
  /** DKIM_DOMAIN / DKIM_SELECTOR / DKIM_PRIVATE_KEY: the console signs this domain's mail. */
  dkim?: { domainName: string; keySelector: string; privateKey: string }
  /** SPF_INCLUDE: what the console's mail provider asks senders to include in their SPF record. */
  spfInclude?: string
}

export type Sender =
  | { kind: 'console'; console: ConsoleSender }
  | { kind: 'smtp'; fromAddress: string; dkimSelector: string | null }
  | { kind: 'graph'; account: string }

type Answer<T> = { found: T[] } | { unavailable: true }
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME'])
const MICROSOFT_SPF = 'spf.protection.outlook.com'
const MICROSOFT_SELECTORS = ['selector1', 'selector2']

function resolverOf(servers: string[] | undefined) {
  const resolver = new dns.Resolver({ timeout: 3_000, tries: 2 })
  if (servers?.length) resolver.setServers(servers)
  const ask = async <T>(question: () => Promise<T[]>): Promise<Answer<T>> => {
    try {
      return { found: await question() }
    } catch (error) {
      return ABSENT.has((error as NodeJS.ErrnoException).code ?? '') ? { found: [] } : { unavailable: true }
    }
  }
  return {
    // A long value may come split into several strings of one record: joined, as RFC 7208 reads them.
    txt: (name: string) =>
      ask(async () => (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''))),
    cname: (name: string) => ask(() => resolver.resolveCname(name)),
  }
}

const addressDomain = (from: string) =>
  (/<([^>]+)>/.exec(from)?.[1] ?? from).split('@')[1]?.trim().toLowerCase() || null

export function sendingDomainOf(sender: Sender): string | null {
  if (sender.kind === 'console') return addressDomain(sender.console.from)
  if (sender.kind === 'smtp') return addressDomain(sender.fromAddress)
  return addressDomain(sender.account)
}

/** The tags of a DKIM or DMARC record (`v=DKIM1; k=rsa; p=…`), names lower-cased, whitespace folded out. */
function tagsOf(record: string): Map<string, string> {
  const tags = new Map<string, string>()
  for (const part of record.split(';')) {
    const cut = part.indexOf('=')
    if (cut > 0) tags.set(part.slice(0, cut).trim().toLowerCase(), part.slice(cut + 1).replace(/\s+/g, ''))
  }
  return tags
}

/** The public half of a DKIM private key as DNS publishes it (base64 of its SubjectPublicKeyInfo). */
export function dkimPublicValue(privateKey: string): string {
  const der = createPublicKey(privateKey).export({ type: 'spki', format: 'der' })
  return `v=DKIM1; k=rsa; p=${der.toString('base64')}`
}

const record = (kind: SenderRecord['kind'], name: string, fields: Partial<SenderRecord>): SenderRecord => ({
  kind,
  type: 'TXT',
  name,
  publish: null,
  found: [],
  status: 'missing',
  problem: null,
  ...fields,
})

function spfRecord(domain: string, sender: Sender, answer: Answer<string>): SenderRecord {
  const include =
    sender.kind === 'graph'
      ? MICROSOFT_SPF
      : sender.kind === 'console'
        ? (sender.console.spfInclude ?? null)
        : null
  const publish = include ? `v=spf1 include:${include} ${sender.kind === 'graph' ? '-all' : '~all'}` : null
  if ('unavailable' in answer)
    return record('spf', domain, { publish, status: 'unknown', problem: T.dnsDown })
  const found = answer.found.filter((value) => /^v=spf1(\s|$)/i.test(value.trim()))
  const base = { publish, found }
  if (found.length === 0)
    return record('spf', domain, { ...base, problem: include ? T.spfMissing : T.spfMissingOwn })
  if (found.length > 1) return record('spf', domain, { ...base, status: 'wrong', problem: T.spfTwice })
  const terms = found[0]!.toLowerCase().split(/\s+/)
  if (terms.includes('+all') || terms.includes('all'))
    return record('spf', domain, { ...base, status: 'wrong', problem: T.spfOpen })
  if (include && !terms.includes(`include:${include.toLowerCase()}`))
    return record('spf', domain, { ...base, status: 'wrong', problem: T.spfLacks(include) })
  return record('spf', domain, { ...base, status: 'ok' })
}

async function dkimRecords(
  domain: string,
  sender: Sender,
  ask: ReturnType<typeof resolverOf>,
): Promise<SenderRecord[]> {
  if (sender.kind === 'graph')
    return Promise.all(
      MICROSOFT_SELECTORS.map(async (selector) => {
        const name = `${selector}._domainkey.${domain}`
        const answer = await ask.cname(name)
        if ('unavailable' in answer)
          return record('dkim', name, { type: 'CNAME', status: 'unknown', problem: T.dnsDown })
        return record('dkim', name, {
          type: 'CNAME',
          found: answer.found,
          ...(answer.found.length ? { status: 'ok' } : { problem: T.dkimMicrosoft }),
        })
      }),
    )
  const signing = sender.kind === 'console' ? sender.console.dkim : undefined
  const selector = sender.kind === 'smtp' ? sender.dkimSelector : signing?.keySelector
  if (sender.kind === 'console' && (!signing || signing.domainName.toLowerCase() !== domain))
    return [record('dkim', `_domainkey.${domain}`, { status: 'unchecked', problem: T.dkimNotSigned })]
  if (!selector)
    return [record('dkim', `_domainkey.${domain}`, { status: 'unchecked', problem: T.dkimNoSelector })]
  const name = `${selector}._domainkey.${domain}`
  const publish = signing ? dkimPublicValue(signing.privateKey) : null
  const answer = await ask.txt(name)
  if ('unavailable' in answer)
    return [record('dkim', name, { publish, status: 'unknown', problem: T.dnsDown })]
  const found = answer.found.filter((value) => tagsOf(value).has('p'))
  const base = { publish, found }
  if (found.length === 0)
    return [record('dkim', name, { ...base, problem: signing ? T.dkimMissing : T.dkimMissingOwn })]
  const keys = found.map((value) => tagsOf(value).get('p') ?? '')
  if (keys.every((key) => key === ''))
    return [record('dkim', name, { ...base, status: 'wrong', problem: T.dkimRevoked })]
  if (publish && !keys.includes(tagsOf(publish).get('p')!))
    return [record('dkim', name, { ...base, status: 'wrong', problem: T.dkimOtherKey })]
  return [record('dkim', name, { ...base, status: 'ok' })]
}

function dmarcRecord(domain: string, answer: Answer<string>): SenderRecord {
  const name = `_dmarc.${domain}`
  const publish = `v=DMARC1; p=none; rua=mailto:dmarc-reports@${domain}`
  if ('unavailable' in answer)
    return record('dmarc', name, { publish, status: 'unknown', problem: T.dnsDown })
  const found = answer.found.filter((value) => /^v=DMARC1\s*(;|$)/i.test(value.trim()))
  const base = { publish, found }
  if (found.length === 0) return record('dmarc', name, { ...base, problem: T.dmarcMissing })
  if (found.length > 1) return record('dmarc', name, { ...base, status: 'wrong', problem: T.dmarcTwice })
  const policy = tagsOf(found[0]!).get('p')?.toLowerCase()
  if (!policy || !['none', 'quarantine', 'reject'].includes(policy))
    return record('dmarc', name, { ...base, status: 'wrong', problem: T.dmarcNoPolicy })
  return record('dmarc', name, {
    ...base,
    status: 'ok',
    problem: policy === 'none' ? T.dmarcMonitoring : null,
  })
}

/** Every record the sending domain needs, each looked up and judged. */
export async function checkSenderRecords(
  sender: Sender,
  servers: string[] | undefined,
  now: Date,
): Promise<SenderRecords> {
  const domain = sendingDomainOf(sender)
  const kind: SenderKind = sender.kind
  if (!domain) return { sender: kind, domain: null, records: [], checkedAt: now.toISOString() }
  const ask = resolverOf(servers)
  const [spf, dkim, dmarc] = await Promise.all([
    ask.txt(domain).then((answer) => spfRecord(domain, sender, answer)),
    dkimRecords(domain, sender, ask),
    ask.txt(`_dmarc.${domain}`).then((answer) => dmarcRecord(domain, answer)),
  ])
  return { sender: kind, domain, records: [spf, ...dkim, dmarc], checkedAt: now.toISOString() }
}
