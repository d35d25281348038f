import type { CoverageFile } from '../visualizer/coverage-data'
import { api } from './services'

/** coverage/paths.json as served by the gateway in development; null when there is none. */
export async function loadCoverage(): Promise<CoverageFile | null> {
  return api<CoverageFile>('/__dev/coverage').catch(() => null)
}
