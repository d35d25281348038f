import { useState } from 'react'
import type { AcceptedEvent } from './simulation'
import { Button } from '../ui/Button'
import { code, row, select } from './panel-styles'

/** One accepted event: its scenario variants to pick from, the payload editable as JSON. */
export function EventSender({
  event,
  onSend,
}: {
  event: AcceptedEvent
  onSend: (payload: Record<string, unknown>) => void
}) {
  const [variant, setVariant] = useState(0)
  const [text, setText] = useState(() => JSON.stringify(event.variants[0] ?? { type: event.type }, null, 1))
  const [error, setError] = useState<string | null>(null)
  const choose = (index: number) => {
    setVariant(index)
    setText(JSON.stringify(event.variants[index], null, 1))
  }
  const send = () => {
    try {
      const payload = JSON.parse(text) as Record<string, unknown>
      setError(null)
      onSend({ ...payload, type: event.type })
    } catch {
      setError('The payload is not valid JSON.')
    }
  }
  const hasPayload = Object.keys(event.variants[0] ?? {}).length > 1
  return (
    <div className={row}>
      <Button size="sm" onClick={send} aria-label={`Send ${event.type}`}>
        {event.type}
      </Button>
      {event.variants.length > 1 ? (
        <select
          aria-label={`${event.type} payload`}
          className={select}
          value={variant}
          onChange={(e) => choose(Number(e.target.value))}
        >
          {event.variants.map((v, index) => (
            <option key={index} value={index}>
              {JSON.stringify({ ...v, type: undefined }).slice(0, 60)}
            </option>
          ))}
        </select>
      ) : null}
      {hasPayload ? (
        <textarea
          aria-label={`${event.type} JSON`}
          className={code}
          style={{ width: '100%' }}
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      ) : null}
      {error ? <span role="alert">{error}</span> : null}
    </div>
  )
}
