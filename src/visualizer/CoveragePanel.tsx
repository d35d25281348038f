import { coverageSummary, type CoverageFile, type CoverageReportData } from './coverage-data'
import { Button } from '../ui/Button'
import { heading, section } from './panel-styles'

function Ratio({ label, report }: { label: string; report: CoverageReportData }) {
  return (
    <p>
      <strong>{label}:</strong> states {report.states.covered} of {report.states.total}, transitions{' '}
      {report.transitions.covered} of {report.transitions.total}
    </p>
  )
}

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
  const summary = coverageSummary(file, machineId)
  if (status === 'missing' || !summary)
    return (
      <p>
        This build ships no coverage for this machine: it has no approved coverage yet. Run{' '}
        <code>npx vitest run --project paths -u</code> to approve its record and coverage.
      </p>
    )
  return (
    <div>
      <div className={section}>
        {summary.fromRecords ? (
          <p>
            From the approved records: {summary.paths} generated paths on the model. The view runs are shown
            when <code>npm run test:paths</code> ran before the build.
          </p>
        ) : (
          <p>
            Run of {new Date(summary.generatedAt).toLocaleString()}: {summary.paths} generated paths on the
            model, {summary.viewPaths} of them on the real view.
          </p>
        )}
        <Ratio label="Model" report={summary.model} />
        {summary.view ? (
          <Ratio label="View" report={summary.view} />
        ) : summary.fromRecords ? null : (
          <p>
            <strong>View:</strong> this machine has no view adapter; its paths run on the model only.
          </p>
        )}
        <Button size="sm" variant={overlay ? 'solid' : 'outline'} onClick={onToggle} aria-pressed={overlay}>
          {overlay ? 'Hide coverage overlay' : 'Show coverage overlay'}
        </Button>
      </div>
      <div className={section}>
        <h3 className={heading}>Uncovered</h3>
        {summary.uncovered.length === 0 ? (
          <p>Nothing: every state and transition was taken.</p>
        ) : (
          <ul aria-label="Uncovered">
            {summary.uncovered.map((item) => (
              <li key={item.key}>
                <code>{item.key}</code> — {item.why}
              </li>
            ))}
          </ul>
        )}
      </div>
      {summary.view ? (
        <div className={section}>
          <h3 className={heading}>Taken on the model, not on the view</h3>
          {summary.notOnView.length === 0 ? (
            <p>Nothing: the view runs took everything the model runs took.</p>
          ) : (
            <ul aria-label="Not on the view">
              {summary.notOnView.map((key) => (
                <li key={key}>
                  <code>{key}</code>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  )
}
