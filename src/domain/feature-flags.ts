import type { CompanyView } from './session'

// The feature-flag service (000 §7, 002 §9): flags by name and the company's feature switches. The console
// reads them from the session's company view; the poll keeps that view current.

export interface FeatureFlags {
  flags: string[]
  features: CompanyView['features']
}

/** Whether two readings differ (flag order does not count). */
export function flagsChanged(before: FeatureFlags, after: FeatureFlags): boolean {
  const a = [...before.flags].sort().join('\n')
  const b = [...after.flags].sort().join('\n')
  if (a !== b) return true
  return (Object.keys(after.features) as (keyof FeatureFlags['features'])[]).some(
    (key) => before.features[key] !== after.features[key],
  )
}
