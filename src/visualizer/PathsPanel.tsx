import type { StatePath } from '@xstate/graph'
import { useEffect, useMemo, useState } from 'react'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { Button } from '../ui/Button'
import { heading, listItem, row, section, select } from './panel-styles'
import { describeEvent } from './simulation'

type Path = StatePath<AnyMachineSnapshot, EventObject>

const LISTED = 200

/** Pick a generated path and step through it; the page highlights each step's states and edge. */
export function PathsPanel({
  paths,
  error,
  onStep,
}: {
  paths: Path[]
  error: string | null
  onStep: (events: EventObject[]) => void
}) {
  const [filter, setFilter] = useState('')
  const [chosen, setChosen] = useState(0)
  const [step, setStep] = useState(0)
  const [playing, setPlaying] = useState(false)
  const listed = useMemo(
    () =>
      paths
        .map((path, index) => ({
          path,
          index,
          text:
            path.steps
              .slice(1)
              .map((s) => describeEvent(s.event))
              .join(' → ') || '(start)',
        }))
        .filter((p) => p.text.toLowerCase().includes(filter.toLowerCase())),
    [paths, filter],
  )
  const path = paths[chosen]
  const last = path ? path.steps.length - 1 : 0

  useEffect(() => {
    if (path) onStep(path.steps.slice(1, step + 1).map((s) => s.event))
  }, [path, step, onStep])
  const isPlaying = playing && step < last
  useEffect(() => {
    if (!isPlaying) return
    const timer = setTimeout(() => setStep((s) => s + 1), 700)
    return () => clearTimeout(timer)
  }, [isPlaying, step])

  if (error) return <p role="alert">{error}</p>
  return (
    <div>
      <div className={section}>
        <h3 className={heading}>{paths.length} generated paths</h3>
        <input
          aria-label="Filter paths"
          placeholder="Filter by event"
          className={select}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <select
          aria-label="Path"
          className={select}
          size={8}
          value={chosen}
          onChange={(e) => {
            setChosen(Number(e.target.value))
            setStep(0)
            setPlaying(false)
          }}
        >
          {listed.slice(0, LISTED).map(({ index, text }) => (
            <option key={index} value={index}>
              {index + 1}. {text.slice(0, 120)}
            </option>
          ))}
        </select>
        {listed.length > LISTED ? (
          <p>
            Showing {LISTED} of {listed.length}; filter to narrow.
          </p>
        ) : null}
      </div>
      {path ? (
        <div className={section}>
          <div className={row}>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setStep((s) => Math.max(0, s - 1))}
              disabled={step === 0}
            >
              Previous step
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setStep((s) => Math.min(last, s + 1))}
              disabled={step >= last}
            >
              Next step
            </Button>
            <Button
              size="sm"
              onClick={() => {
                if (step >= last) setStep(0)
                setPlaying(!isPlaying)
              }}
            >
              {isPlaying ? 'Pause' : 'Play'}
            </Button>
            <span aria-live="polite">
              Step {step} of {last}
            </span>
          </div>
          <ol aria-label="Path steps">
            {path.steps.map((s, index) => (
              <li key={index}>
                <button
                  type="button"
                  className={listItem}
                  aria-current={index === step}
                  onClick={() => setStep(index)}
                >
                  {index === 0 ? 'start' : describeEvent(s.event)} → {JSON.stringify(s.state.value)}
                </button>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  )
}
