import type { CoverageOverlay } from './diagram/Diagram'

// coverage/paths.json as `npm run test:paths` writes it; only what the overlay reads.
export interface CoverageFile {
  generatedAt: string
  machines: {
    id: string
    report: {
      states: { hits: Record<string, number>; covered: number; total: number; uncovered: string[] }
      transitions: { hits: Record<string, number>; covered: number; total: number; uncovered: string[] }
    } | null
  }[]
}

export function overlayFor(file: CoverageFile | null, machineId: string): CoverageOverlay | null {
  const report = file?.machines.find((m) => m.id === machineId)?.report
  return report ? { states: report.states.hits, edges: report.transitions.hits } : null
}
