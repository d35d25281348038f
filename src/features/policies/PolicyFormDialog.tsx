import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import { POLICY_AUDIENCES, POLICY_NAME_MAX, type PolicyForm } from '../../domain/policies'
import { TRAINING_DAYS_MAX } from '../../domain/request-limits'
import { ASSIGNMENT_LABELS } from '../../domain/training-campaign'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Checklist } from '../../ui/Checklist'
import { Dialog } from '../../ui/Dialog'
import { PdfFileField } from '../../ui/PdfFileField'
import { RadioChoices } from '../../ui/RadioChoices'
import { TextField } from '../../ui/TextField'
import {
  selectIsRevision,
  selectPolicyDirectory,
  selectPolicyDirectoryFailed,
  selectPolicyDraft,
  selectPolicyEditable,
  selectPolicyFileProblem,
  selectPolicyFormBusy,
  selectPolicyFormFailure,
  selectPolicyProblems,
  selectPolicyUploading,
  type PolicyFormActor,
} from './policies-selectors'

/** A new policy, or a new revision of one (its PDF only). */
export function PolicyFormDialog({ form }: { form: PolicyFormActor }) {
  const draft = useSelector(form, selectPolicyDraft)
  const revision = useSelector(form, selectIsRevision)
  const directory = useSelector(form, selectPolicyDirectory)
  const problems = useSelector(form, selectPolicyProblems)
  const fileProblem = useSelector(form, selectPolicyFileProblem)
  const failure = useSelector(form, selectPolicyFormFailure)
  const busy = useSelector(form, selectPolicyFormBusy)
  const uploading = useSelector(form, selectPolicyUploading)
  const directoryFailed = useSelector(form, selectPolicyDirectoryFailed)
  const editable = useSelector(form, selectPolicyEditable)
  const change = (patch: Partial<Omit<PolicyForm, 'file'>>) => form.send({ type: 'form.change', patch })
  const fileError = fileProblem ?? problems.file
  return (
    <Dialog
      open
      size="lg"
      title={revision ? `New revision of "${revision.name}"` : 'Upload a policy'}
      onClose={() => form.send({ type: 'form.cancel' })}
      actions={
        <>
          <Button variant="ghost" onClick={() => form.send({ type: 'form.cancel' })}>
            Cancel
          </Button>
          <Button disabled={busy || directoryFailed} onClick={() => form.send({ type: 'form.submit' })}>
            {revision ? 'Upload revision' : 'Assign policy'}
          </Button>
        </>
      }
    >
      {failure ? (
        <Alert tone="danger">
          {failure}{' '}
          {directoryFailed ? (
            <Button size="sm" variant="outline" onClick={() => form.send({ type: 'form.retry' })}>
              Retry
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {revision ? (
        <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
          Revision {revision.revision + 1}: everyone it reaches acknowledges it again.
        </p>
      ) : null}
      <fieldset
        disabled={!editable}
        className={css({ display: 'flex', flexDir: 'column', gap: '3', border: 'none', p: '0', m: '0' })}
      >
        <PdfFileField
          label="Policy PDF"
          file={draft.file}
          error={fileError}
          uploading={uploading}
          onChoose={(file) => form.send({ type: 'file.choose', file })}
          onRemove={() => form.send({ type: 'file.remove' })}
        />
        {revision ? null : (
          <>
            <TextField
              label="Policy name"
              name="policyName"
              maxLength={POLICY_NAME_MAX}
              value={draft.name}
              error={problems.name}
              onChange={(event) => change({ name: event.target.value })}
            />
            <div className={css({ maxW: '240px' })}>
              <TextField
                label="Days to acknowledge"
                name="policyDays"
                inputMode="numeric"
                hint={`1 to ${TRAINING_DAYS_MAX}`}
                value={draft.days}
                error={problems.days}
                onChange={(event) => change({ days: event.target.value })}
              />
            </div>
            <RadioChoices
              label="Assign to"
              name="policyAudience"
              choices={POLICY_AUDIENCES}
              labels={ASSIGNMENT_LABELS}
              value={draft.assignmentType}
              onChange={(assignmentType) => change({ assignmentType })}
            />
            {draft.assignmentType === 'DEPARTMENTS' ? (
              <Checklist
                label="Departments"
                options={directory.departments}
                chosen={draft.departmentIds}
                onChange={(departmentIds) => change({ departmentIds })}
                error={problems.selection}
              />
            ) : null}
            {draft.assignmentType === 'GROUPS' ? (
              <Checklist
                label="Groups"
                options={directory.groups}
                chosen={draft.groupIds}
                onChange={(groupIds) => change({ groupIds })}
                error={problems.selection}
              />
            ) : null}
          </>
        )}
      </fieldset>
    </Dialog>
  )
}
