import type { InspectionEvent } from 'xstate'
import { INSPECT_CHANNEL, type InspectMessage } from '../domain/inspect-protocol'

// ?inspect turns streaming on for this browser tab (kept in sessionStorage so redirects keep it).
const KEY = 'inspectMachines'

function enabled(): boolean {
  if (typeof window === 'undefined') return false
  if (new URLSearchParams(window.location.search).has('inspect')) sessionStorage.setItem(KEY, '1')
  return sessionStorage.getItem(KEY) === '1' && typeof BroadcastChannel !== 'undefined'
}

function machineIdOf(actorRef: unknown): string | null {
  const logic = (actorRef as { logic?: { root?: { id?: string } } }).logic
  return logic?.root?.id ?? null
}

function createInspector(): ((event: InspectionEvent) => void) | undefined {
  if (!enabled()) return undefined
  const channel = new BroadcastChannel(INSPECT_CHANNEL)
  return (event) => {
    const machineId = machineIdOf(event.actorRef)
    if (!machineId) return
    const actorId = event.actorRef.sessionId
    let message: InspectMessage | null = null
    if (event.type === '@xstate.snapshot') {
      const snapshot = event.snapshot as { value?: unknown; status?: string }
      message = {
        kind: 'snapshot',
        at: Date.now(),
        actorId,
        machineId,
        value: snapshot.value ?? null,
        status: snapshot.status ?? 'active',
      }
    } else if (event.type === '@xstate.event') {
      message = {
        kind: 'event',
        at: Date.now(),
        actorId,
        machineId,
        sourceId: event.sourceRef?.sessionId ?? null,
        eventType: event.event.type,
      }
    }
    if (message) channel.postMessage(JSON.parse(JSON.stringify(message)))
  }
}

export const inspect = createInspector()
