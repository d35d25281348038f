import type { StatePath } from '@xstate/graph'
import { useEffect, useState } from 'react'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import type { MachineEntry } from '../../machines/flow'
import { generatePaths } from '../../machines/tooling/graph'

/** Generated after first paint: a large machine's paths take a moment. */
export function usePaths(entry: MachineEntry) {
  const [state, setState] = useState<{
    paths: StatePath<AnyMachineSnapshot, EventObject>[]
    error: string | null
    ready: boolean
  }>({ paths: [], error: null, ready: false })
  useEffect(() => {
    const timer = setTimeout(() => {
      try {
        setState({ paths: generatePaths(entry), error: null, ready: true })
      } catch (error) {
        setState({ paths: [], error: (error as Error).message, ready: true })
      }
    }, 50)
    return () => clearTimeout(timer)
  }, [entry])
  return state
}
