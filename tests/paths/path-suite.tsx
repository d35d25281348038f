import type { StatePath } from '@xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import type { MachineEntry } from '../../machines/flow'
import { approvedCoverageText, createCoverageRecorder } from '../../machines/tooling/coverage'
import { generatePaths, stateKey } from '../../machines/tooling/graph'
import { createBehaviourRecord } from '../../machines/tooling/behaviour'
import { tracePath } from '../../machines/tooling/replay'
import { printAndWrite, uncoveredAfterExclusions, type MachineResult } from './table'
import { describePath, runOnView } from './run-view'
import type { ViewAdapter } from './view-adapter'
import { recordingViews } from './view-coverage'

// Generated path tests: every registered machine's shortest paths to each (state, incoming edge), run
// (a) on the machine with scripted actor outcomes and (b) on its real view where it has one.

// A mutant that breaks a machine's definition throws while the registry or a view loads. Vitest reports that as
// a file that failed to load, with no failed test, which Stryker counts as a survivor: the error is kept and
// thrown by the suite's first test instead.
let loadFailure: unknown = null
const failedToLoad = (error: unknown) => {
  loadFailure ??= error
  return undefined
}
const registry: readonly MachineEntry[] =
  (await import('../../machines/registry').then((module) => module.registry, failedToLoad)) ?? []

// PATHS_ONLY=<machine id>[,<machine id>…] narrows the run to those machines (a mutation run's, per mutant;
// `npm run test:changed`'s, the machines a change reaches).
const only = process.env.PATHS_ONLY ? new Set(process.env.PATHS_ONLY.split(',')) : null

// Every view adapter, found by its file name (`views/<area>/<machine file>.view.tsx`): a new flow's view joins by existing,
// not by a list entry. A shard loads only its own machines' adapters (and a PATHS_ONLY run its machines'):
// importing every view means importing the whole console, which each shard file would pay again.
const viewLoaders = import.meta.glob<Record<string, unknown>>('./views/**/*.view.tsx')
const viewFileOf = (path: string) => path.slice('./views/'.length, -'.view.tsx'.length)
async function loadViews(files: ReadonlySet<string>): Promise<Record<string, ViewAdapter>> {
  const modules = await Promise.all(
    Object.entries(viewLoaders)
      .filter(([path]) => files.has(viewFileOf(path)))
      .map(([, load]) => load().catch(failedToLoad)),
  )
  return Object.fromEntries(
    modules
      .flatMap((module) => Object.values(module ?? {}))
      .filter(
        (value): value is ViewAdapter => typeof value === 'object' && value !== null && 'machineId' in value,
      )
      .map((adapter) => [adapter.machineId, adapter]),
  )
}
type Path = StatePath<AnyMachineSnapshot, EventObject>
const COSTS: Record<string, number> = (
  await import('./shard-costs.json', { with: { type: 'json' } }).catch(() => ({ default: {} }))
).default

/**
 * The fewest paths that, together, take every edge the model runs took and visit every state of the graph
 * (value and abstract context: "the fourth code sent" is a state of its own), by greedy set cover.
 */
function coveringSubset(paths: Path[], goalsOfPath: Set<string>[]): Path[] {
  const remaining = new Set(goalsOfPath.flatMap((goals) => [...goals]))
  const chosen: Path[] = []
  while (remaining.size > 0) {
    let best = -1
    let gain = 0
    goalsOfPath.forEach((goals, index) => {
      const g = [...goals].filter((goal) => remaining.has(goal)).length
      if (g > gain) [best, gain] = [index, g]
    })
    if (best < 0) break
    chosen.push(paths[best]!)
    for (const goal of goalsOfPath[best]!) remaining.delete(goal)
  }
  return chosen
}

/**
 * The registry split into `count` shards of about equal cost: the measured cost of each machine
 * (tests/paths/shard-costs.json, written by `npm run paths:costs` from the last full run), heaviest first, each to
 * the lightest shard so far. Vitest runs the shard files side by side, one per worker.
 */
export function shardOf(entries: readonly MachineEntry[], shard: { index: number; count: number }) {
  const known = Object.values(COSTS)
  const fallback = known.length ? known.sort((a, b) => a - b)[Math.floor(known.length / 2)]! : 1
  const load = Array.from({ length: shard.count }, () => 0)
  const mine: MachineEntry[] = []
  for (const entry of [...entries].sort((a, b) => (COSTS[b.id] ?? fallback) - (COSTS[a.id] ?? fallback))) {
    const lightest = load.indexOf(Math.min(...load))
    load[lightest]! += COSTS[entry.id] ?? fallback
    if (lightest === shard.index) mine.push(entry)
  }
  return mine
}

/** A machine's paths replayed on the machine itself, once, when its tests are collected. */
function modelRun(entry: MachineEntry) {
  const started = performance.now()
  const recorder = createCoverageRecorder(entry.id, entry.machine)
  const record = createBehaviourRecord(entry)
  let paths: Path[] = []
  let error: Error | null = null
  const failures: string[] = []
  const edgesOfPath: Set<string>[] = []
  try {
    paths = generatePaths(entry)
    paths.forEach((path, index) => {
      recorder.beginRun()
      const { failure, trace, events } = tracePath(entry, path, recorder.inspect)
      record.add(trace, events, (path as { input?: unknown }).input)
      edgesOfPath[index] = new Set(recorder.runEdges())
      if (failure) failures.push(`path ${index + 1} (${describePath(path)}): ${JSON.stringify(failure)}`)
    })
  } catch (caught) {
    error = caught as Error
  }
  const goals = paths.map(
    (path, index) =>
      new Set([
        ...(edgesOfPath[index] ?? []),
        ...path.steps.map((step) => `state ${stateKey(entry, step.state)}`),
      ]),
  )
  return {
    paths,
    error,
    failures,
    record: error ? '' : record.text(),
    report: recorder.report(),
    viewSubset: error ? [] : coveringSubset(paths, goals),
    milliseconds: performance.now() - started,
  }
}

/**
 * The suite for one shard of the registry. Per machine: its graph is bounded, its generated paths replay on the
 * machine (one test that names every path that failed), it behaves as its approved record, a covering subset of
 * its paths runs on its real view (one test per path, so a failure names the path and the view's cost spreads),
 * and every state and transition is covered. Each shard writes its machines into the shared coverage file.
 */
export async function runPathSuite(shard: { index: number; count: number }) {
  const results: MachineResult[] = []
  const inShard = only
    ? shard.index === 0
      ? registry.filter((e) => only.has(e.id))
      : []
    : shardOf(registry, shard)
  const files = new Set(inShard.map((entry) => entry.file))
  const VIEWS = await loadViews(files)

  it('loads every machine and view it runs', () => {
    if (loadFailure) throw loadFailure
  })

  it('finds a view adapter only for registered flows', () => {
    const all = Object.keys(viewLoaders).map(viewFileOf)
    expect(all.filter((file) => !registry.some((entry) => entry.file === file))).toEqual([])
    expect(Object.keys(VIEWS).filter((id) => !registry.some((entry) => entry.id === id))).toEqual([])
    expect(all.length).toBeGreaterThan(30)
    if (only) expect([...only].filter((id) => !registry.some((entry) => entry.id === id))).toEqual([])
    // Each view file this shard loaded exports the adapter of its flow.
    expect(Object.keys(VIEWS).length).toBe(all.filter((file) => files.has(file)).length)
  })

  for (const entry of inShard) {
    const result: MachineResult = {
      id: entry.id,
      report: null,
      paths: 0,
      viewPaths: 0,
      failures: 0,
      viewReport: null,
      excluded: entry.scenarios.exclusions ?? [],
      milliseconds: 0,
    }
    results.push(result)

    describe(`${entry.id} (${entry.title})`, () => {
      const model = modelRun(entry)
      result.paths = model.paths.length
      result.milliseconds = model.milliseconds
      result.failures = model.failures.length
      if (model.error) result.error = model.error.message

      it('has a bounded graph', () => {
        expect(model.error?.message ?? null).toBeNull()
      })

      // The model paths are generated from the machine they replay: they cannot notice a change in what it
      // does. The approved record can (see machines/tooling/behaviour.ts); `-u` approves a change.
      it('behaves as its approved record', async () => {
        expect(model.error).toBeNull()
        await expect(model.record).toMatchFileSnapshot(`../../machines/approved/${entry.file}.flow.txt`)
      })

      // Approved with the record, so a build ships the model's coverage without running the paths.
      it('covers as its approved coverage', async () => {
        expect(model.error).toBeNull()
        await expect(
          approvedCoverageText(model.report, model.paths.length, entry.scenarios.exclusions),
        ).toMatchFileSnapshot(`../../machines/approved/${entry.file}.coverage.json`)
      })

      it(`replays its ${model.paths.length} generated paths on the machine`, () => {
        expect(model.failures, 'paths whose replay left the graph').toEqual([])
      })

      const adapter = VIEWS[entry.id]
      if (adapter) {
        describe('view', () => {
          const subset = model.viewSubset
          result.viewPaths = subset.length
          // Recorded from the view's own machine, as the view ran it: what the view runs proved.
          const viewRecorder = createCoverageRecorder(entry.id, entry.machine)
          it('has a covering subset of paths to run on the real view', () => {
            expect(subset.length, 'a view with no path to run proves nothing').toBeGreaterThan(0)
          })
          subset.forEach((path, index) => {
            it(`view path ${index + 1} of ${subset.length}: ${describePath(path)}`, async () => {
              const started = performance.now()
              try {
                await recordingViews(viewRecorder.inspect, () => runOnView(adapter, path, entry))
              } catch (error) {
                result.failures += 1
                throw error
              } finally {
                result.viewReport = viewRecorder.report()
                result.milliseconds += performance.now() - started
              }
              // A hung path fails at the limit; a slow one on a busy machine does not.
            }, 120_000)
          })
        })
      }

      it('covers every state and transition (or excludes it with a reason)', () => {
        result.report = model.report
        expect(uncoveredAfterExclusions(result)).toEqual([])
      })
    })
  }

  afterAll(() => {
    if (results.length) console.log(`\nGenerated path coverage\n\n${printAndWrite(results, registry)}\n`)
  })
}
