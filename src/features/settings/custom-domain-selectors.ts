import type { SnapshotFrom } from 'xstate'
import type { customDomainsMachine } from '../../../machines/settings/custom-domains.machine'
import {
  CUSTOM_DOMAIN_TYPES,
  customDomainProblem,
  type CustomDomain,
  type CustomDomainType,
} from '../../domain/custom-domains'

type Snapshot = SnapshotFrom<typeof customDomainsMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectFailure = (s: Snapshot) => (s.matches('ready') ? s.context.failure : null)
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectIdle = (s: Snapshot) => s.matches({ ready: 'idle' })
/** One row per kind, with its domain when set. */
export const selectRows = (s: Snapshot) =>
  s.context.domains
    ? CUSTOM_DOMAIN_TYPES.map((kind) => ({
        kind,
        domain: s.context.domains!.find((d) => d.type === kind) ?? (null as CustomDomain | null),
      }))
    : null
export const selectEditing = (s: Snapshot): CustomDomainType | null =>
  s.matches({ ready: 'editing' }) || s.matches({ ready: 'saving' }) ? s.context.kind : null
export const selectDraft = (s: Snapshot) => s.context.draft
export const selectProblem = (s: Snapshot) => (s.context.tried ? customDomainProblem(s.context.draft) : null)
export const selectConfirmingRemove = (s: Snapshot) =>
  s.matches({ ready: 'confirmingRemove' }) || s.matches({ ready: 'removing' }) ? s.context.kind : null
export const selectCanVerifyAll = (s: Snapshot) => s.can({ type: 'domain.verifyAll' })
