import type { CoverageFile } from './coverage-data'
import { Button } from '../ui/Button'
import { heading, section } from './panel-styles'

export function CoveragePanel({
  file,
  machineId,
  status,
  overlay,
  onToggle,
}: {
  file: CoverageFile | null
  machineId: string
  status: 'loading' | 'loaded' | 'missing'
  overlay: boolean
  onToggle: () => void
}) {
  if (status === 'loading') return <p role="status">Loading coverage…</p>
  const report = file?.machines.find((m) => m.id === machineId)?.report
  if (status === 'missing' || !report)
    return (
      <p>
        No coverage data on this server yet. Run <code>npm run test:paths</code> to write coverage/paths.json.
      </p>
    )
  return (
    <div>
      <div className={section}>
        <p>
          States {report.states.covered}/{report.states.total}, transitions {report.transitions.covered}/
          {report.transitions.total} (run of {new Date(file!.generatedAt).toLocaleString()}).
        </p>
        <Button size="sm" variant={overlay ? 'solid' : 'outline'} onClick={onToggle} aria-pressed={overlay}>
          {overlay ? 'Hide coverage overlay' : 'Show coverage overlay'}
        </Button>
      </div>
      <div className={section}>
        <h3 className={heading}>Uncovered</h3>
        {report.states.uncovered.length + report.transitions.uncovered.length === 0 ? (
          <p>Nothing: every state and transition was taken.</p>
        ) : (
          <ul>
            {[...report.states.uncovered, ...report.transitions.uncovered].map((key) => (
              <li key={key}>{key}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
