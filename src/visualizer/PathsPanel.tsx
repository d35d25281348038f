import type { StatePath } from '@xstate/graph'
import { useEffect, useMemo, useState } from 'react'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { Button } from '../ui/Button'
import { listItem, note, row, section } from './panel-styles'
import type { MachineEntry } from '../../machines/flow'
import { traceEvents } from '../../machines/tooling/replay'
import { browserTestOf } from './browser-test'
import { eventLabel, journeysOf, pathAsTest, pathName, stateName } from './path-names'
import { PathChooser } from './PathChooser'

type Path = StatePath<AnyMachineSnapshot, EventObject>

/** Pick a generated path and step through it; the page highlights each step's states and edge. */
export function PathsPanel({
  entry,
  paths,
  error,
  onStep,
}: {
  entry: MachineEntry
  paths: Path[]
  error: string | null
  onStep: (events: EventObject[]) => void
}) {
  const [picked, setChosen] = useState<number | null>(null)
  // Until a tester picks one, the first journey: the shortest way to the flow's end.
  const journeys = useMemo(() => journeysOf(paths), [paths])
  const first = journeys[0]?.index ?? 0
  const chosen = picked ?? first
  const [step, setStep] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [copied, setCopied] = useState<'browser' | 'machine' | null>(null)
  const path = paths[chosen]
  // The graph keeps one snapshot for every history reaching the same abstract state: the steps show the exact
  // states this path's events lead to.
  const exact = useMemo(
    () =>
      path
        ? traceEvents(
            entry,
            path.steps.slice(1).map((s) => s.event),
            (path as { input?: unknown }).input ?? entry.scenarios.inputs?.[0],
          ).snapshots
        : [],
    [entry, path],
  )
  const last = path ? path.steps.length - 1 : 0
  const input = path ? ((path as { input?: unknown }).input ?? entry.scenarios.inputs?.[0]) : undefined
  const browserTest = useMemo(
    () =>
      path
        ? browserTestOf(
            entry,
            path,
            exact,
            input,
            journeys.find((j) => j.index === chosen)?.name ?? pathName(path),
          )
        : null,
    [entry, path, exact, input, journeys, chosen],
  )
  const copy = (kind: 'browser' | 'machine', text: string) => {
    void navigator.clipboard?.writeText(text).then(() => setCopied(kind))
  }

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
      <PathChooser
        paths={paths}
        journeys={journeys}
        chosen={chosen}
        onChoose={(index) => {
          setChosen(index)
          setStep(0)
          setPlaying(false)
          setCopied(null)
        }}
      />
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
          <div className={row}>
            <Button
              size="sm"
              variant="outline"
              disabled={!browserTest?.ok}
              title={browserTest && !browserTest.ok ? browserTest.reason : undefined}
              onClick={() => {
                if (browserTest?.ok) copy('browser', browserTest.text)
              }}
            >
              {copied === 'browser' ? 'Copied' : 'Copy as browser test'}
            </Button>
            <Button size="sm" variant="outline" onClick={() => copy('machine', pathAsTest(entry.id, path))}>
              {copied === 'machine' ? 'Copied' : 'Copy as machine test'}
            </Button>
          </div>
          {browserTest && !browserTest.ok ? <p className={note}>{browserTest.reason}</p> : null}
          <ol aria-label="Path steps">
            {path.steps.map((s, index) => (
              <li key={index}>
                <button
                  type="button"
                  className={listItem}
                  aria-current={index === step}
                  onClick={() => setStep(index)}
                >
                  {index === 0 ? 'start' : eventLabel(s.event)} → {stateName((exact[index] ?? s.state).value)}
                </button>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  )
}
