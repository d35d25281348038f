import type { StatePath } from '@xstate/graph'
import { useEffect, useState } from 'react'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import type { MachineEntry } from '../../machines/flow'
import { generatePaths } from '../../machines/tooling/graph'

/**
 * Generated only once wanted (the Paths tab, a click on a state to reach), after a paint: a large machine's
 * paths take a second or two on the main thread, which must not hold up its chart.
 */
export function usePaths(entry: MachineEntry, wanted: boolean) {
  const [state, setState] = useState<{
    paths: StatePath<AnyMachineSnapshot, EventObject>[]
    error: string | null
    ready: boolean
  }>({ paths: [], error: null, ready: false })
  useEffect(() => {
    if (!wanted) return
    const timer = setTimeout(() => {
      try {
        setState({ paths: generatePaths(entry), error: null, ready: true })
      } catch (error) {
        setState({ paths: [], error: (error as Error).message, ready: true })
      }
    }, 50)
    return () => clearTimeout(timer)
  }, [entry, wanted])
  return state
}
