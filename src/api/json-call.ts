// A JSON call over fetch, for the code that loads before the console's HTTP client: the sign-in page's own script
// (issue 66) and the identity provider. It fails as ofetch does (name, status, parsed body, message), so the error
// catalogue (src/api/errors.ts) reads a failure from either the same way.

export interface JsonCallOptions {
  method?: string
  body?: Record<string, unknown>
  headers?: Record<string, string>
}

/** What a service function needs of a client; the console's ofetch instance is one. */
export type JsonCall = <T = unknown>(path: string, options?: JsonCallOptions) => Promise<T>

/**
 * Ours: a call with no answer in this long fails like one that lost the network, so a hung gateway shows
 * the flow's error and its retry instead of a spinner forever. Long enough for a 50,000-user CSV invite.
 */
export const REQUEST_TIMEOUT_MS = 60_000

export class CallFailure extends Error {
  override name = 'FetchError'
  constructor(
    message: string,
    readonly response?: Response,
    readonly data?: unknown,
  ) {
    super(message)
  }
  get status(): number | undefined {
    return this.response?.status
  }
  get statusCode(): number | undefined {
    return this.response?.status
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** Same-origin JSON calls; `token` gives the identity token to send, when there is one. */
export function createJsonCall(token?: () => Promise<string | null>, baseURL = ''): JsonCall {
  return async <T>(path: string, options: JsonCallOptions = {}): Promise<T> => {
    const method = (options.method ?? 'GET').toUpperCase()
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'
    const bearer = await token?.()
    if (bearer) headers.Authorization = `Bearer ${bearer}`
    const where = `[${method}] ${JSON.stringify(baseURL + path)}`
    let response: Response
    try {
      response = await fetch(baseURL + path, {
        method,
        headers,
        credentials: 'same-origin',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      })
    } catch (error) {
      throw new CallFailure(`${where}: ${(error as Error).message}`)
    }
    const data = await bodyOf(response)
    if (!response.ok)
      throw new CallFailure(`${where}: ${response.status} ${response.statusText}`, response, data)
    return data as T
  }
}
