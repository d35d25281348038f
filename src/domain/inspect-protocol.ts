// The console opened with ?inspect streams its actors to the machine visualizer in another tab over a
// BroadcastChannel of this name. Nothing leaves the browser.
export const INSPECT_CHANNEL = 'awareness-console-inspect'

export type InspectMessage =
  | { kind: 'snapshot'; at: number; actorId: string; machineId: string; value: unknown; status: string }
  | {
      kind: 'event'
      at: number
      actorId: string
      machineId: string
      sourceId: string | null
      eventType: string
    }
