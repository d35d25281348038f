import type { StatePath } from '@xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import type { MachineEntry } from '../../machines/flow'
import { createCoverageRecorder } from '../../machines/tooling/coverage'
import { generatePaths, stateKey } from '../../machines/tooling/graph'
import { behaviourRecord, createBehaviourRecord } from '../../machines/tooling/behaviour'
import { replayPath, tracePath } from '../../machines/tooling/replay'
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

// PATHS_ONLY=<machine id> narrows the run to one machine (the mutation run's, per mutant).
const only = process.env.PATHS_ONLY
const mutationRun = Boolean(process.env.MUTATION_FILE)
const onlyFile = only ? registry.find((entry) => entry.id === only)?.file : undefined

// Every view adapter, found by its file name (`<machine file>.view.tsx`): a new flow's view joins by existing,
// not by a list entry. A PATHS_ONLY run loads its machine's adapter alone: importing every view (and so the
// whole console) was 10 of a one-machine run's 15 seconds, paid again for each mutant of a mutation run.
const viewLoaders = import.meta.glob<Record<string, unknown>>('./views/*.view.tsx')
const viewFileOf = (path: string) => path.slice('./views/'.length, -'.view.tsx'.length)
const VIEWS: Record<string, ViewAdapter> = Object.fromEntries(
  (
    await Promise.all(
      Object.entries(viewLoaders)
        .filter(([path]) => !only || viewFileOf(path) === onlyFile)
        .map(([, load]) => load().catch(failedToLoad)),
    )
  )
    .flatMap((module) => Object.values(module ?? {}))
    .filter(
      (value): value is ViewAdapter => typeof value === 'object' && value !== null && 'machineId' in value,
    )
    .map((adapter) => [adapter.machineId, adapter]),
)
type Path = StatePath<AnyMachineSnapshot, EventObject>

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
 * The suite for one shard of the registry: machine i goes to shard i % count. Vitest runs each test file in
 * its own worker, so the shards' files (paths-1, paths-2) use both cores of a CI machine; each writes its
 * machines into the shared coverage file.
 */
export function runPathSuite(shard: { index: number; count: number }) {
  const results: MachineResult[] = []

  it('loads every machine and view it runs', () => {
    if (loadFailure) throw loadFailure
  })

  it('finds a view adapter only for registered flows', () => {
    const files = Object.keys(viewLoaders).map(viewFileOf)
    expect(files.filter((file) => !registry.some((entry) => entry.file === file))).toEqual([])
    expect(Object.keys(VIEWS).filter((id) => !registry.some((entry) => entry.id === id))).toEqual([])
    expect(files.length).toBeGreaterThan(30)
    if (only) expect(registry.map((entry) => entry.id)).toContain(only)
    else expect(Object.keys(VIEWS).length).toBe(files.length)
  })

  const inShard = registry.filter((_, index) => index % shard.count === shard.index)
  for (const entry of inShard.filter((e) => !only || e.id === only)) {
    const result: MachineResult = {
      id: entry.id,
      report: null,
      paths: 0,
      viewPaths: 0,
      failures: 0,
      viewReport: null,
      excluded: entry.scenarios.exclusions ?? [],
    }
    results.push(result)

    describe(`${entry.id} (${entry.title})`, () => {
      let paths: Path[] = []
      let generationError: Error | null = null
      try {
        paths = generatePaths(entry)
      } catch (error) {
        generationError = error as Error
      }
      const recorder = createCoverageRecorder(entry.id, entry.machine)
      const edgesOfPath: Set<string>[] = []
      const record = createBehaviourRecord(entry)
      result.paths = paths.length

      it('has a bounded graph', () => {
        if (generationError) result.error = generationError.message
        expect(generationError?.message ?? null).toBeNull()
      })

      describe('model', () => {
        // The model paths above are generated from the machine they replay: they cannot notice a change in
        // what it does. The approved record can (see machines/tooling/behaviour.ts); `-u` approves a change.
        const behavesAsApproved = () =>
          it('behaves as its approved record', async () => {
            expect(generationError).toBeNull()
            // Run alone (-t), or first, the model runs did not record their steps: take them here.
            const text = record.empty ? behaviourRecord(entry, paths) : record.text()
            await expect(text).toMatchFileSnapshot(`../../machines/approved/${entry.file}.flow.txt`)
          })
        // A mutation run stops a mutant's run at its first failing test: the record, which fails for most
        // mutants, goes before the thousands of path tests that replay the mutant against itself.
        if (mutationRun) behavesAsApproved()

        paths.forEach((path, index) => {
          it(`path ${index + 1}: ${describePath(path)}`, () => {
            recorder.beginRun()
            const { failure, trace, events } = tracePath(entry, path, recorder.inspect)
            if (!mutationRun) record.add(trace, events, (path as { input?: unknown }).input)
            edgesOfPath[index] = new Set(recorder.runEdges())
            if (failure) result.failures += 1
            expect(failure).toBeNull()
          })
        })

        if (!mutationRun) behavesAsApproved()
      })

      const adapter = VIEWS[entry.id]
      if (adapter) {
        describe('view', () => {
          it('runs a covering subset of paths on the real view', async () => {
            // Run alone (-t view), the model runs did not record their edges: take them here.
            const edges = paths.map((path, index) => {
              if (edgesOfPath[index]) return edgesOfPath[index]
              const own = createCoverageRecorder(entry.id, entry.machine)
              own.beginRun()
              replayPath(entry, path, own.inspect)
              return new Set(own.runEdges())
            })
            const goals = paths.map(
              (path, index) =>
                new Set([
                  ...edges[index]!,
                  ...path.steps.map((step) => `state ${stateKey(entry, step.state)}`),
                ]),
            )
            const subset = coveringSubset(paths, goals)
            result.viewPaths = subset.length
            expect(subset.length, 'a view with no path to run proves nothing').toBeGreaterThan(0)
            // Recorded from the view's own machine, as the view ran it: what the view runs proved.
            const viewRecorder = createCoverageRecorder(entry.id, entry.machine)
            await recordingViews(viewRecorder.inspect, async () => {
              for (const path of subset) {
                try {
                  await runOnView(adapter, path, entry)
                } catch (error) {
                  result.failures += 1
                  throw new Error(`view path "${describePath(path)}" failed: ${(error as Error).message}`)
                } finally {
                  result.viewReport = viewRecorder.report()
                }
              }
            })
            // The biggest views (My Customers, add users) take about a minute alone and twice that on a busy
            // machine: the limit catches a hung path, not a slow one.
          }, 300_000)
        })
      }

      it('covers every state and transition (or excludes it with a reason)', () => {
        result.report = recorder.report()
        expect(uncoveredAfterExclusions(result)).toEqual([])
      })
    })
  }

  afterAll(() => {
    console.log(`\nGenerated path coverage\n\n${printAndWrite(results, registry)}\n`)
  })
}
