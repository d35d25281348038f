import { useEffect, useState } from 'react'
import { INSPECT_CHANNEL, type InspectMessage } from '../domain/inspect-protocol'

export interface LiveActor {
  actorId: string
  machineId: string
  value: unknown
  status: string
}

const KEEP = 200

/** Actors streamed by consoles opened with ?inspect in other tabs of this browser. */
export function useLiveActors() {
  const [actors, setActors] = useState<Record<string, LiveActor>>({})
  const [events, setEvents] = useState<Extract<InspectMessage, { kind: 'event' }>[]>([])
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(INSPECT_CHANNEL)
    channel.onmessage = ({ data }: MessageEvent<InspectMessage>) => {
      if (data.kind === 'snapshot')
        setActors((all) => ({
          ...all,
          [data.actorId]: {
            actorId: data.actorId,
            machineId: data.machineId,
            value: data.value,
            status: data.status,
          },
        }))
      else setEvents((all) => [...all.slice(-(KEEP - 1)), data])
    }
    return () => channel.close()
  }, [])
  return { actors: Object.values(actors), events }
}
