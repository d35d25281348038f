import { FLOWS_COVERAGE_FILE, type CoverageFile } from '../visualizer/coverage-data'
import { FLOWS_CHANGES_FILE, type ChangesFile } from '../visualizer/flow-changes'

/**
 * The coverage the build shipped (see vite.config.ts); null when the build had none. A missing file is answered
 * with index.html like any page path, hence the content type check.
 */
export async function loadCoverage(): Promise<CoverageFile | null> {
  const response = await fetch(`/${FLOWS_COVERAGE_FILE}`, { cache: 'no-cache' }).catch(() => null)
  if (!response?.ok || !response.headers.get('Content-Type')?.includes('json')) return null
  return (await response.json().catch(() => null)) as CoverageFile | null
}

/** What changed in each flow since the earlier version the build compared with; null when the build had none. */
export async function loadChanges(): Promise<ChangesFile | null> {
  const response = await fetch(`/${FLOWS_CHANGES_FILE}`, { cache: 'no-cache' }).catch(() => null)
  if (!response?.ok || !response.headers.get('Content-Type')?.includes('json')) return null
  return (await response.json().catch(() => null)) as ChangesFile | null
}
