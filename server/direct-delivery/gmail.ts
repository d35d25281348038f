import type * as GmailApi from '@googleapis/gmail'
import type * as GoogleAuth from 'google-auth-library'
import type { JWT } from 'google-auth-library'
import { loadOnUse } from '../load-on-use'

const googleAuth = loadOnUse<typeof GoogleAuth>('google-auth-library')
const gmailApi = loadOnUse<typeof GmailApi>('@googleapis/gmail')
import { DirectDeliveryError, errorOfStatus } from './errors'

// Gmail: the message placed in the recipient's mailbox with users.messages.insert (it skips the spam filter that
// users.messages.send and SMTP meet), as the platform's service account acting for that mailbox through the
// Workspace's domain-wide delegation of the gmail.insert scope. google-auth-library signs the assertion, fetches
// the token and refreshes it before it expires. A token Gmail refuses (revoked, or expired early) is not renewed
// by the library (its token cache answers the same one while the expiry is ahead), so a 401 drops the mailbox's
// client and the insert is tried once more with a new one.

export interface GoogleServiceAccount {
  client_email: string
  private_key: string
  /** The numeric client id a Workspace admin enters under domain-wide delegation. */
  client_id?: string
}

export const GMAIL_INSERT_SCOPE = 'https://www.googleapis.com/auth/gmail.insert'
const PROVIDER = 'Gmail'
/** One token per mailbox (the delegation's subject); the oldest forgotten past this many. */
const CLIENTS = 500

export function createGmailInserter(account: GoogleServiceAccount, fetchImplementation: typeof fetch) {
  const clients = new Map<string, JWT>()
  const clientFor = (mailbox: string) => {
    let client = clients.get(mailbox)
    if (!client) {
      client = new (googleAuth().JWT)({
        email: account.client_email,
        key: account.private_key,
        scopes: [GMAIL_INSERT_SCOPE],
        subject: mailbox,
        transporterOptions: { fetchImplementation },
      })
      if (clients.size >= CLIENTS) clients.delete(clients.keys().next().value!)
      clients.set(mailbox, client)
    }
    return client
  }
  return {
    /** Whether the Workspace has delegated gmail.insert for this mailbox: Google issues a token for it or says
     * unauthorized_client. Anything else (Google unreachable) is thrown as a retryable failure. */
    async isDelegated(mailbox: string): Promise<boolean> {
      try {
        await new (googleAuth().JWT)({
          email: account.client_email,
          key: account.private_key,
          scopes: [GMAIL_INSERT_SCOPE],
          subject: mailbox,
          transporterOptions: { fetchImplementation },
        }).authorize()
        return true
      } catch (error) {
        const failure = gmailError(error)
        if (failure.failure === 'notAuthorized') return false
        throw failure
      }
    },
    /** Places a raw RFC 5322 message in the mailbox's inbox, unread; answers Gmail's message id. */
    async insert(mailbox: string, raw: Buffer): Promise<string> {
      try {
        return await insertOnce(clientFor(mailbox), raw)
      } catch (error) {
        if (statusOf(error) !== 401) throw gmailError(error)
        clients.delete(mailbox)
        try {
          return await insertOnce(clientFor(mailbox), raw)
        } catch (again) {
          throw gmailError(again)
        }
      }
    },
  }
}

async function insertOnce(auth: JWT, raw: Buffer) {
  const { data } = await new (gmailApi().gmail_v1.Gmail)({ auth }).users.messages.insert(
    {
      userId: 'me',
      internalDateSource: 'dateHeader',
      requestBody: { raw: raw.toString('base64url'), labelIds: ['INBOX', 'UNREAD'] },
    },
    // The relay retries, at the provider's Retry-After: no hidden retries inside one attempt.
    { retry: false },
  )
  return data.id ?? ''
}

const statusOf = (error: unknown) => (error as { response?: { status?: number } }).response?.status

function gmailError(error: unknown): DirectDeliveryError {
  // The token endpoint's refusal: the Workspace has not delegated gmail.insert to the platform's account.
  if (/unauthorized_client|invalid_grant|access_denied/.test(String((error as Error).message)))
    return new DirectDeliveryError('notAuthorized', PROVIDER)
  const response = (error as { response?: { status?: number; headers?: Headers | Record<string, string> } })
    .response
  if (response?.status === undefined) return new DirectDeliveryError('unavailable', PROVIDER)
  const { headers } = response
  const retryAfter =
    headers instanceof Headers ? headers.get('retry-after') : (headers?.['retry-after'] ?? null)
  return errorOfStatus(PROVIDER, response.status, retryAfter)
}
