import { createApiClient } from '../api/client'
import type { SessionErrorKind } from '../api/errors'
import { createGatewayIdentity } from '../api/login/identity'
import { staffReasonOfTab } from './pseudo-session'

// The console's single identity provider and API client. Session errors found by any call are handed to
// whoever listens (the session actor, once it exists).
let sessionErrorListener: (kind: SessionErrorKind) => void = () => {}

export const identity = createGatewayIdentity()
export const api = createApiClient({
  tokens: identity,
  onSessionError: (kind) => sessionErrorListener(kind),
  auditReason: staffReasonOfTab,
})

export function onSessionError(listener: (kind: SessionErrorKind) => void): void {
  sessionErrorListener = listener
}
