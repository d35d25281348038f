import type { EventObject } from 'xstate'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { EventSender } from './EventSender'

export interface Firing {
  label: string
  /** The events that take the pill's edge from here: scenario payloads or actor outcomes. */
  events: EventObject[]
}

/** A pill whose event carries data: choose one of the payloads that take this edge, or edit it, then fire. */
export function FireDialog({
  firing,
  onFire,
  onClose,
}: {
  firing: Firing | null
  onFire: (event: EventObject) => void
  onClose: () => void
}) {
  const first = firing?.events[0]
  return (
    <Dialog
      open={firing !== null}
      title={`Fire ${firing?.label ?? ''}`}
      onClose={onClose}
      actions={
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      {first ? (
        <EventSender
          event={{ type: first.type, variants: firing.events as never }}
          onSend={(payload) => {
            onFire(payload as EventObject)
            onClose()
          }}
        />
      ) : null}
    </Dialog>
  )
}
