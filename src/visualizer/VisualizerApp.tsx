import { useEffect, useState } from 'react'
import { Route, Switch, useParams } from 'wouter'
import { css } from '../../styled-system/css'
import { machineById } from '../../machines/registry'
import type { CoverageFile } from './coverage-data'
import type { ChangesFile } from './flow-changes'
import { MachineListPage } from './MachineListPage'
import { MachinePage, type CoverageSource } from './MachinePage'

/** The machine visualizer (lazy chunk). `loadCoverage` is handed in by the app, which owns the API. */
export default function VisualizerApp({
  loadCoverage,
  loadChanges,
}: {
  loadCoverage: () => Promise<CoverageFile | null>
  loadChanges: () => Promise<ChangesFile | null>
}) {
  const [coverage, setCoverage] = useState<CoverageSource>({ status: 'loading', file: null })
  useEffect(() => {
    Promise.all([loadCoverage(), loadChanges().catch(() => null)])
      .then(([file, changes]) =>
        setCoverage(file ? { status: 'loaded', file, changes } : { status: 'missing', file: null, changes }),
      )
      .catch(() => setCoverage({ status: 'missing', file: null }))
  }, [loadCoverage, loadChanges])
  return (
    <div className={css({ minH: '100vh', p: { base: '4', md: '6' }, bg: 'surface.page' })}>
      <Switch>
        <Route path="/machines">
          <MachineListPage coverage={coverage} />
        </Route>
        <Route path="/machines/:id">
          <MachineRoute coverage={coverage} />
        </Route>
      </Switch>
    </div>
  )
}

function MachineRoute({ coverage }: { coverage: CoverageSource }) {
  const { id } = useParams<{ id: string }>()
  const entry = machineById(id)
  if (!entry)
    return (
      <p role="alert">
        There is no machine called “{id}”. <a href="/machines">See all machines</a>.
      </p>
    )
  return <MachinePage key={entry.id} entry={entry} coverage={coverage} />
}
