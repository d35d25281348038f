import type { MachineEntry } from '../../machines/flow'
import { Button } from '../ui/Button'
import { EventSender } from './EventSender'
import { code, heading, listItem, row, section } from './panel-styles'
import { acceptedEvents, outcomeEvent, pendingActors, pendingDelays } from './simulation'
import { eventLabel } from './path-names'
import type { Simulation } from './use-simulation'

import { ActorOutcome } from './ActorOutcome'
export function SimulatePanel({ entry, simulation }: { entry: MachineEntry; simulation: Simulation }) {
  const { snapshot } = simulation
  const events = acceptedEvents(entry, snapshot)
  const actors = pendingActors(entry, snapshot)
  const delays = pendingDelays(entry, snapshot)
  return (
    <div>
      <div className={section}>
        <h3 className={heading}>Current state</h3>
        <p data-testid="simulated-state" className={code}>
          {JSON.stringify(snapshot.value)}
          {snapshot.status !== 'active' ? ` (${snapshot.status})` : ''}
        </p>
      </div>
      <div className={section}>
        <h3 className={heading}>Events this state accepts</h3>
        {events.length === 0 ? (
          <p>None.</p>
        ) : (
          events.map((event) => (
            <EventSender
              key={event.type}
              event={event}
              onSend={(payload) => simulation.send(payload as never)}
            />
          ))
        )}
      </div>
      {actors.length > 0 ? (
        <div className={section}>
          <h3 className={heading}>Running actors</h3>
          {actors.map((actor) => (
            <ActorOutcome
              key={actor.id}
              id={actor.id}
              done={actor.done}
              error={actor.error}
              onSettle={(failed, value) => simulation.send(outcomeEvent(actor.id, failed, value))}
            />
          ))}
        </div>
      ) : null}
      {delays.length > 0 ? (
        <div className={section}>
          <h3 className={heading}>Timers (simulated clock)</h3>
          <div className={row}>
            {delays.map((delay) => (
              <Button
                key={delay.eventType}
                size="sm"
                variant="outline"
                onClick={() => simulation.send({ type: delay.eventType })}
              >
                Fast-forward {delay.label}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      <div className={section}>
        <div className={row}>
          <h3 className={heading}>Event log</h3>
          <Button size="sm" variant="ghost" onClick={simulation.reset}>
            Restart
          </Button>
        </div>
        <ol aria-label="Event log">
          <li>
            <button
              type="button"
              className={listItem}
              aria-current={simulation.cursor === 0}
              onClick={() => simulation.travel(0)}
            >
              0. start
            </button>
          </li>
          {simulation.log.map((event, index) => (
            <li key={index}>
              <button
                type="button"
                className={listItem}
                aria-current={simulation.cursor === index + 1}
                onClick={() => simulation.travel(index + 1)}
                style={{ opacity: index < simulation.cursor ? 1 : 0.5 }}
              >
                {index + 1}. {eventLabel(event)}
              </button>
            </li>
          ))}
        </ol>
      </div>
      <div className={section}>
        <h3 className={heading}>Context</h3>
        <pre className={code} data-testid="simulated-context">
          {JSON.stringify(snapshot.context, null, 2)}
        </pre>
      </div>
    </div>
  )
}
