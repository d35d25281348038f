import type { StatePath } from '@xstate/graph'
import { useMemo, useState } from 'react'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { Button } from '../ui/Button'
import { heading, listBox, row, section, select } from './panel-styles'
import { groupPaths, JOURNEY_KINDS, searchJourneys, type Journey } from './path-names'

type Path = StatePath<AnyMachineSnapshot, EventObject>

/**
 * Choose a path by intent (the shortest path to each end, each failed call, each refusal, each state) or from
 * the full list. Both are numbered as shown, without gaps, and searched by state and event names.
 */
export function PathChooser({
  paths,
  journeys: everyJourney,
  chosen,
  onChoose,
}: {
  paths: Path[]
  journeys: readonly Journey[]
  chosen: number
  onChoose: (index: number) => void
}) {
  const [filter, setFilter] = useState('')
  const [all, setAll] = useState(false)
  // Grouped once per list of paths (by the panel): switching back from the full list only draws them.
  const shown = useMemo(
    () => (all ? [] : searchJourneys(everyJourney, paths, filter)),
    [all, everyJourney, paths, filter],
  )
  const groups = useMemo(() => (all ? groupPaths(paths, filter) : []), [all, paths, filter])
  let number = 0
  const shownPaths = groups.reduce((count, group) => count + group.paths.length, 0)
  return (
    <div className={section}>
      <div className={row}>
        <h3 className={heading}>{all ? `All ${paths.length} generated paths` : 'Journeys'}</h3>
        <Button size="sm" variant="outline" onClick={() => setAll(!all)} aria-pressed={all}>
          {all ? 'Show journeys' : `Show all ${paths.length} paths`}
        </Button>
      </div>
      <input
        aria-label={all ? 'Filter paths' : 'Search journeys'}
        placeholder="Filter by state or event name"
        className={select}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      {/* A native list: every entry is reachable (no cap), grouped as the heading says. */}
      <select
        aria-label={all ? 'Path' : 'Journey'}
        className={listBox}
        size={10}
        value={chosen}
        onChange={(e) => onChoose(Number(e.target.value))}
      >
        {all
          ? groups.map((group) => (
              <optgroup key={group.target} label={`${group.target} (${group.paths.length})`}>
                {group.paths.map(({ index, name }) => (
                  <option key={index} value={index}>
                    {(number += 1)}. {name}
                  </option>
                ))}
              </optgroup>
            ))
          : JOURNEY_KINDS.map(({ kind, title }) => {
              const ofKind = shown.filter((journey) => journey.kind === kind)
              return ofKind.length === 0 ? null : (
                <optgroup key={kind} label={`${title} (${ofKind.length})`}>
                  {ofKind.map((journey) => (
                    <option key={`${kind} ${journey.name}`} value={journey.index}>
                      {(number += 1)}. {journey.name} · {journey.count} path{journey.count === 1 ? '' : 's'}
                    </option>
                  ))}
                </optgroup>
              )
            })}
      </select>
      <p aria-live="polite">
        {all
          ? `${shownPaths === paths.length ? `All ${paths.length}` : `${shownPaths} of ${paths.length}`} paths in ${groups.length} end states.`
          : `${shown.length} journeys over ${paths.length} generated paths.`}
      </p>
    </div>
  )
}
