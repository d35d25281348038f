import type * as Msal from '@azure/msal-node'
import type { ConfidentialClientApplication, Configuration } from '@azure/msal-node'
import { loadOnUse } from '../load-on-use'

const msal = loadOnUse<typeof Msal>('@azure/msal-node')
import { Client, type Context, type Middleware } from '@microsoft/microsoft-graph-client'
import { DirectDeliveryError, errorOfStatus } from './errors'

// Microsoft 365: the message created in the recipient's Inbox with Microsoft Graph
// (POST /users/{address}/mailFolders/inbox/messages, application permission Mail.ReadWrite granted by the tenant's
// admin consent), as the platform's Entra ID app with a client-credentials token for that tenant. MSAL fetches the
// token and renews it before it expires; a 401 from Graph asks MSAL for a fresh one once.

export interface AzureApp {
  clientId: string
  clientSecret: string
}

export interface GraphMessage {
  from: { name: string | null; address: string }
  to: string
  subject: string
  html: string
  /** The message's own X- headers (Graph takes only those). */
  headers: Record<string, string>
  sentAt: Date
}

const PROVIDER = 'Microsoft 365'
const GRAPH_SCOPE = 'https://graph.microsoft.com/.default'

/** MSAL's HTTP through the given fetch implementation: the platform's, or a test's loopback. */
function networkClient(
  fetchImplementation: typeof fetch,
): NonNullable<Configuration['system']>['networkClient'] {
  const call = async <T>(url: string, init: RequestInit) => {
    const response = await fetchImplementation(url, init)
    const text = await response.text()
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: (text ? JSON.parse(text) : {}) as T,
    }
  }
  return {
    sendGetRequestAsync: (url, options) => call(url, { method: 'GET', headers: options?.headers ?? {} }),
    sendPostRequestAsync: (url, options) =>
      call(url, { method: 'POST', headers: options?.headers ?? {}, body: options?.body ?? '' }),
  }
}

/** The last link of the Graph client's chain: the request leaves through the given fetch. */
class FetchHandler implements Middleware {
  constructor(private readonly fetchImplementation: typeof fetch) {}
  async execute(context: Context) {
    context.response = await this.fetchImplementation(context.request as string, context.options)
  }
}

export function createGraphInserter(app: AzureApp, fetchImplementation: typeof fetch) {
  const tenants = new Map<string, ConfidentialClientApplication>()
  const msalFor = (tenant: string) => {
    let client = tenants.get(tenant)
    if (!client) {
      client = new (msal().ConfidentialClientApplication)({
        auth: {
          clientId: app.clientId,
          clientSecret: app.clientSecret,
          authority: `https://login.microsoftonline.com/${encodeURIComponent(tenant)}`,
        },
        system: { networkClient: networkClient(fetchImplementation) },
      })
      tenants.set(tenant, client)
    }
    return client
  }
  const tokenFor = async (tenant: string, fresh: boolean) => {
    try {
      const result = await msalFor(tenant).acquireTokenByClientCredential({
        scopes: [GRAPH_SCOPE],
        ...(fresh ? { skipCache: true } : {}),
      })
      if (!result?.accessToken) throw new Error('no token')
      return result.accessToken
    } catch (error) {
      // Entra ID's refusal (no consent in this tenant, a secret that expired) is the admin's to fix.
      const code = (error as { errorCode?: string }).errorCode ?? ''
      if (/invalid_client|unauthorized_client|invalid_grant|invalid_request|consent/i.test(code))
        throw new DirectDeliveryError('notAuthorized', PROVIDER)
      throw new DirectDeliveryError('unavailable', PROVIDER)
    }
  }
  const post = async (tenant: string, message: GraphMessage, fresh: boolean) => {
    const token = await tokenFor(tenant, fresh)
    const client = Client.initWithMiddleware({ middleware: new FetchHandler(fetchImplementation) })
    return client
      .api(`/users/${encodeURIComponent(message.to)}/mailFolders/inbox/messages`)
      .header('Authorization', `Bearer ${token}`)
      .post(graphBody(message)) as Promise<{ id?: string }>
  }
  return {
    /** Creates the message, received and unread, in the mailbox's Inbox; answers Graph's message id. */
    async insert(tenant: string, message: GraphMessage): Promise<string> {
      try {
        return (await post(tenant, message, false)).id ?? ''
      } catch (error) {
        if (error instanceof DirectDeliveryError) throw error
        if ((error as { statusCode?: number }).statusCode !== 401) throw graphError(error)
        try {
          return (await post(tenant, message, true)).id ?? ''
        } catch (again) {
          throw again instanceof DirectDeliveryError ? again : graphError(again)
        }
      }
    },
  }
}

function graphBody(message: GraphMessage) {
  return {
    subject: message.subject,
    body: { contentType: 'html', content: message.html },
    from: {
      emailAddress: {
        address: message.from.address,
        ...(message.from.name ? { name: message.from.name } : {}),
      },
    },
    toRecipients: [{ emailAddress: { address: message.to } }],
    receivedDateTime: message.sentAt.toISOString(),
    sentDateTime: message.sentAt.toISOString(),
    internetMessageHeaders: Object.entries(message.headers)
      .filter(([name]) => /^x-/i.test(name))
      .map(([name, value]) => ({ name, value })),
    // PR_MESSAGE_FLAGS without MSGFLAG_UNSENT (8): a received message, not a draft; without MSGFLAG_READ (1): unread.
    singleValueExtendedProperties: [{ id: 'Integer 0x0E07', value: '0' }],
  }
}

function graphError(error: unknown): DirectDeliveryError {
  const failed = error as { statusCode?: number; headers?: Headers }
  if (!failed.statusCode || failed.statusCode < 0) return new DirectDeliveryError('unavailable', PROVIDER)
  return errorOfStatus(PROVIDER, failed.statusCode, failed.headers?.get?.('retry-after') ?? null)
}
