import { useEffect, useState } from 'react'
import type { DiagramModel } from './diagram/model'
import { geometryOf, type Geometry } from './diagram/geometry'
import { layoutDiagram } from './diagram/layout'

export type LayoutState =
  | { status: 'pending' }
  | { status: 'ready'; geometry: Geometry; ms: number }
  | { status: 'failed'; message: string }

type Result = { model: DiagramModel; state: LayoutState }

/** Lays a model out in the ELK worker; a result belongs to the model it was computed for. */
export function useLayout(model: DiagramModel | null, modelError: string | null, key: string): LayoutState {
  const [result, setResult] = useState<Result | null>(null)
  useEffect(() => {
    if (!model) return
    let live = true
    const started = performance.now()
    layoutDiagram(model, key)
      .then(
        (layout) =>
          live &&
          setResult({
            model,
            state: { status: 'ready', geometry: geometryOf(layout), ms: performance.now() - started },
          }),
      )
      .catch(
        (error: unknown) =>
          live &&
          setResult({
            model,
            state: { status: 'failed', message: error instanceof Error ? error.message : String(error) },
          }),
      )
    return () => {
      live = false
    }
  }, [model, key])
  if (modelError || !model) return { status: 'failed', message: modelError ?? 'No diagram' }
  return result?.model === model ? result.state : { status: 'pending' }
}
