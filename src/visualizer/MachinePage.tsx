import { useCallback, useMemo, useRef, useState } from 'react'
import { Link } from 'wouter'
import type { EventObject } from 'xstate'
import { css } from '../../styled-system/css'
import type { MachineEntry } from '../../machines/flow'
import { registry } from '../../machines/registry'
import { traceEvents } from '../../machines/tooling/replay'
import { childFlows, parentFlows } from './child-flows'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { Tabs } from '../ui/Tabs'
import { CoveragePanel } from './CoveragePanel'
import { overlayFor, type CoverageFile } from './coverage-data'
import { removedBySource } from './flow-changes'
import { ChangesPanel } from './ChangesPanel'
import type { ChangeOverlay } from './diagram/Diagram'
import type { ChangesFile } from './flow-changes'
import { Diagram } from './diagram/Diagram'
import { layoutKey } from './diagram/layout'
import { buildDiagram } from './diagram/model'
import { download, downloadBlob, machineJson, standaloneSvg, svgToPng } from './download'
import { FireDialog, type Firing } from './FireDialog'
import { flowMarkdown } from './flow-markdown'
import { LivePanel } from './LivePanel'
import { PathsPanel } from './PathsPanel'
import { SimulatePanel } from './SimulatePanel'
import { activeStateIds, carriesData, eventsToState, firableEdges } from './simulation'
import { useLayout } from './use-layout'
import { useLiveActors } from './use-live-actors'
import { usePaths } from './use-paths'
import { useSimulation } from './use-simulation'

export interface CoverageSource {
  status: 'loading' | 'loaded' | 'missing'
  file: CoverageFile | null
  /** What changed in each flow since an earlier version, as the build compared them. */
  changes?: ChangesFile | null
}

/** Links to related flows on one line, or nothing when there are none. */
function FlowLinks({ label, flows }: { label: string; flows: readonly MachineEntry[] }) {
  if (flows.length === 0) return null
  return (
    <p className={css({ fontSize: 'sm' })}>
      {label}:{' '}
      {flows.map((flow, index) => (
        <span key={flow.id}>
          {index > 0 ? ', ' : null}
          <Link href={`/machines/${flow.id}`} className={css({ color: 'brand' })}>
            {flow.title}
          </Link>
        </span>
      ))}
    </p>
  )
}

export function MachinePage({ entry, coverage }: { entry: MachineEntry; coverage: CoverageSource }) {
  const children = useMemo(() => childFlows(entry, registry), [entry])
  const parents = useMemo(() => parentFlows(entry, registry), [entry])
  const [tab, setTab] = useState('simulate')
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const [showCoverage, setShowCoverage] = useState(false)
  const [showChanges, setShowChanges] = useState(false)
  const changed = coverage.changes?.machines[entry.id]
  const changeOverlay: ChangeOverlay | null =
    showChanges && changed
      ? {
          states: new Set(changed.addedStates),
          edges: new Map([
            ...changed.addedEdges.map((key) => [key, 'added'] as const),
            ...changed.changedEdges.map((key) => [key, 'changed'] as const),
          ]),
          removed: removedBySource(changed.removedEdges),
        }
      : null
  const [following, setFollowing] = useState<string | null>(null)
  const [pathEvents, setPathEvents] = useState<EventObject[]>([])
  const [notice, setNotice] = useState<string | null>(null)
  const [firing, setFiring] = useState<Firing | null>(null)
  const svg = useRef<SVGSVGElement>(null)
  const simulation = useSimulation(entry)
  const [pathsWanted, setPathsWanted] = useState(false)
  const paths = usePaths(entry, pathsWanted || tab === 'paths')
  const live = useLiveActors()

  const diagram = useMemo(() => {
    try {
      return { model: buildDiagram(entry.machine, collapsed), error: null }
    } catch (error) {
      return { model: null, error: `This machine cannot be drawn: ${(error as Error).message}` }
    }
  }, [entry, collapsed])
  const layout = useLayout(diagram.model, diagram.error, layoutKey(entry.id, collapsed))
  const pathTrace = useMemo(
    () => (tab === 'paths' ? traceEvents(entry, pathEvents) : null),
    [entry, tab, pathEvents],
  )
  const followed = live.actors.find((actor) => actor.actorId === following)

  const highlight = useMemo(() => {
    if (followed) {
      const resolved = entry.machine.resolveState({ value: followed.value as never, context: {} as never })
      return { states: activeStateIds(resolved), edges: new Set<string>() }
    }
    if (pathTrace)
      return { states: activeStateIds(pathTrace.snapshots.at(-1)), edges: new Set(pathTrace.edges.at(-1)) }
    return { states: activeStateIds(simulation.snapshot), edges: new Set(simulation.lastEdges) }
  }, [entry, followed, pathTrace, simulation.snapshot, simulation.lastEdges])

  // Pills fire in the simulator only: a played path or a followed console is not the designer's to drive.
  const firable = useMemo(
    () =>
      tab !== 'paths' && !followed
        ? firableEdges(entry, simulation.snapshot)
        : new Map<string, EventObject[]>(),
    [entry, tab, followed, simulation.snapshot],
  )
  const fire = (edgeKey: string) => {
    const events = firable.get(edgeKey) ?? []
    const edge = diagram.model?.edges.find((e) => e.key === edgeKey)
    if (events.length === 1 && !carriesData(events[0]!)) return simulation.send(events[0]!)
    setFiring({ label: edge?.event ?? edgeKey, events })
  }

  // A click on a state before the paths exist waits for them: the jump happens once they are generated.
  const [pendingJump, setPendingJump] = useState<string | null>(null)
  const jump = (stateId: string) => {
    const events = eventsToState(paths.paths, stateId)
    setNotice(events ? null : `No generated path reaches ${stateId}.`)
    if (!events) return
    setTab('simulate')
    simulation.load(events)
  }
  const jumpTo = (stateId: string) => {
    if (paths.ready) return jump(stateId)
    setPathsWanted(true)
    setPendingJump(stateId)
    setNotice(`Generating paths to reach ${stateId}…`)
  }
  if (pendingJump && paths.ready) {
    setPendingJump(null)
    jump(pendingJump)
  }
  const toggleCollapse = (id: string) =>
    setCollapsed((set) => {
      const next = new Set(set)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const onStep = useCallback((events: EventObject[]) => setPathEvents(events), [])

  return (
    <section
      aria-labelledby="machine-title"
      className={css({ display: 'flex', flexDir: 'column', gap: '4', h: 'full' })}
    >
      <header
        className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '3' })}
      >
        <div>
          <Link href="/machines" className={css({ fontSize: 'sm', color: 'brand' })}>
            ← All flows
          </Link>
          <h1 id="machine-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
            {entry.title}
          </h1>
          <p className={css({ color: 'text.muted', maxW: '720px' })}>{entry.description}</p>
          <p className={css({ fontSize: 'sm' })}>Runs on: {entry.routes.join(', ')}</p>
          <FlowLinks label="Child flows" flows={children} />
          <FlowLinks label="Part of" flows={parents} />
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'start' })}>
          <Button
            size="sm"
            variant="outline"
            disabled={layout.status !== 'ready'}
            onClick={() =>
              svg.current && download(`${entry.id}.svg`, 'image/svg+xml', standaloneSvg(svg.current).text)
            }
          >
            Export SVG
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={layout.status !== 'ready'}
            onClick={() =>
              svg.current &&
              void svgToPng(svg.current)
                .then((png) => downloadBlob(`${entry.id}.png`, png))
                .catch((error: Error) => setNotice(error.message))
            }
          >
            Export PNG
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => download(`${entry.id}.md`, 'text/markdown', flowMarkdown(entry))}
          >
            Export Markdown
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => download(`${entry.id}.json`, 'application/json', machineJson(entry.machine))}
          >
            Export JSON (Stately Studio)
          </Button>
        </div>
      </header>
      {notice ? <Alert tone="warning">{notice}</Alert> : null}
      <FireDialog
        firing={firing}
        onFire={(event) => simulation.send(event)}
        onClose={() => setFiring(null)}
      />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 420px' },
          gap: '4',
          flex: '1',
          minH: '0',
        })}
      >
        <div className={css({ minH: '520px' })}>
          {layout.status === 'pending' ? <p role="status">Laying out the statechart…</p> : null}
          {layout.status === 'failed' ? (
            <Alert tone="danger">This machine could not be laid out: {layout.message}</Alert>
          ) : null}
          {layout.status === 'ready' && diagram.model ? (
            <Diagram
              ref={svg}
              model={diagram.model}
              geometry={layout.geometry}
              highlight={highlight}
              firable={new Set(firable.keys())}
              onFire={fire}
              coverage={showCoverage && !showChanges ? overlayFor(coverage.file, entry.id) : null}
              changes={changeOverlay}
              onStateClick={jumpTo}
              onToggleCollapse={toggleCollapse}
            />
          ) : null}
        </div>
        <aside
          aria-label="Machine tools"
          className={css({
            bg: 'surface.card',
            borderWidth: '1px',
            borderColor: 'border',
            borderRadius: 'lg',
            p: '3',
            overflowY: 'auto',
            maxH: '80vh',
          })}
        >
          <Tabs
            label="Machine tools"
            value={tab}
            onValueChange={setTab}
            items={[
              {
                value: 'simulate',
                label: 'Simulate',
                content: <SimulatePanel entry={entry} simulation={simulation} />,
              },
              {
                value: 'paths',
                label: 'Paths',
                content: <PathsPanel entry={entry} paths={paths.paths} error={paths.error} onStep={onStep} />,
              },
              {
                value: 'coverage',
                label: 'Coverage',
                content: (
                  <CoveragePanel
                    file={coverage.file}
                    status={coverage.status}
                    machineId={entry.id}
                    overlay={showCoverage}
                    onToggle={() => setShowCoverage((v) => !v)}
                  />
                ),
              },
              {
                value: 'changes',
                label: 'Changes',
                content: (
                  <ChangesPanel
                    file={coverage.changes ?? null}
                    machineId={entry.id}
                    overlay={showChanges}
                    onToggle={() => setShowChanges((v) => !v)}
                  />
                ),
              },
              {
                value: 'live',
                label: 'Live',
                content: (
                  <LivePanel
                    machineId={entry.id}
                    actors={live.actors}
                    events={live.events}
                    following={following}
                    onFollow={setFollowing}
                  />
                ),
              },
            ]}
          />
        </aside>
      </div>
    </section>
  )
}
