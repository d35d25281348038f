import { heading, listItem, section } from './panel-styles'
import type { LiveActor } from './use-live-actors'
import type { InspectMessage } from '../domain/inspect-protocol'

export function LivePanel({
  machineId,
  actors,
  events,
  following,
  onFollow,
}: {
  machineId: string
  actors: LiveActor[]
  events: Extract<InspectMessage, { kind: 'event' }>[]
  following: string | null
  onFollow: (actorId: string | null) => void
}) {
  const names = new Map(actors.map((a) => [a.actorId, a.machineId]))
  return (
    <div>
      <p>
        Open the console in another tab with <code>?inspect</code> (for example <code>/login?inspect</code>);
        its actors appear here. Nothing leaves this browser.
      </p>
      <div className={section}>
        <h3 className={heading}>Live actors</h3>
        {actors.length === 0 ? (
          <p role="status">Waiting for a console with ?inspect…</p>
        ) : (
          <ul aria-label="Live actors">
            {actors.map((actor) => (
              <li key={actor.actorId}>
                <button
                  type="button"
                  className={listItem}
                  aria-current={following === actor.actorId}
                  disabled={actor.machineId !== machineId}
                  onClick={() => onFollow(following === actor.actorId ? null : actor.actorId)}
                >
                  {actor.machineId} ({actor.actorId}): {JSON.stringify(actor.value)}{' '}
                  {actor.machineId === machineId
                    ? following === actor.actorId
                      ? '· following'
                      : '· follow'
                    : ''}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={section}>
        <h3 className={heading}>Sequence</h3>
        <ol aria-label="Live events">
          {events.map((event, index) => (
            <li key={index} style={{ fontSize: 12 }}>
              {new Date(event.at).toLocaleTimeString()} ·{' '}
              {event.sourceId ? `${names.get(event.sourceId) ?? event.sourceId} → ` : ''}
              {event.machineId}: <strong>{event.eventType}</strong>
            </li>
          ))}
        </ol>
      </div>
    </div>
  )
}
