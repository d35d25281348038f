import { Button } from '../ui/Button'
import type { ChangesFile, FlowChanges } from './flow-changes'
import { heading, section } from './panel-styles'

function KeyList({ label, keys }: { label: string; keys: readonly string[] }) {
  if (keys.length === 0) return null
  return (
    <div className={section}>
      <h3 className={heading}>
        {label} ({keys.length})
      </h3>
      <ul aria-label={label}>
        {keys.map((key) => (
          <li key={key}>
            <code>{key}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** What changed in this flow since the earlier version the build compared with; drawn on the chart on demand. */
export function ChangesPanel({
  file,
  machineId,
  overlay,
  onToggle,
}: {
  file: ChangesFile | null
  machineId: string
  overlay: boolean
  onToggle: () => void
}) {
  if (!file?.base)
    return (
      <p>
        This build has no earlier version to compare with: it was built without git history. Build with{' '}
        <code>FLOWS_BASE=&lt;git ref&gt;</code> to choose one.
      </p>
    )
  const changes: FlowChanges | undefined = file.machines[machineId]
  const subject = file.base.subject.length > 60 ? `${file.base.subject.slice(0, 59)}…` : file.base.subject
  const since = `${file.base.ref} (${file.base.commit}, “${subject}”)`
  if (!changes) return <p>This flow has no approved coverage to compare.</p>
  const count =
    changes.addedStates.length +
    changes.removedStates.length +
    changes.addedEdges.length +
    changes.removedEdges.length +
    changes.changedEdges.length
  return (
    <div>
      <div className={section}>
        <p>
          Since {since}:{' '}
          {count === 0 ? 'nothing changed in this flow.' : `${count} ${count === 1 ? 'change' : 'changes'}.`}{' '}
          Choose another version with <code>FLOWS_BASE=&lt;git ref&gt;</code> when building.
        </p>
        {count > 0 ? (
          <Button size="sm" variant={overlay ? 'solid' : 'outline'} onClick={onToggle} aria-pressed={overlay}>
            {overlay ? 'Hide changes on the chart' : 'Show changes on the chart'}
          </Button>
        ) : null}
        {overlay ? (
          <p>
            Added states and transitions in green, changed transitions in orange, removed transitions dashed
            under the state they left from.
          </p>
        ) : null}
      </div>
      <KeyList label="States added" keys={changes.addedStates} />
      <KeyList label="Transitions added" keys={changes.addedEdges} />
      <KeyList label="Transitions changed" keys={changes.changedEdges} />
      <KeyList label="States removed" keys={changes.removedStates} />
      <KeyList label="Transitions removed" keys={changes.removedEdges} />
    </div>
  )
}
