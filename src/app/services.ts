import { createApiClient } from '../api/client'
import type { SessionErrorKind } from '../api/errors'
import { identity } from './identity'
import { staffReasonOfTab } from './pseudo-session'

// The console's single API client, with the identity provider's token. Session errors found by any call are handed to
// whoever listens (the session actor, once it exists).
let sessionErrorListener: (kind: SessionErrorKind) => void = () => {}

export const api = createApiClient({
  tokens: identity,
  onSessionError: (kind) => sessionErrorListener(kind),
  auditReason: staffReasonOfTab,
})

export function onSessionError(listener: (kind: SessionErrorKind) => void): void {
  sessionErrorListener = listener
}
