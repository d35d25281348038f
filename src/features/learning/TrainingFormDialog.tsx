import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { userSearchMachine } from '../../../machines/exercise/user-search.machine'
import { css } from '../../../styled-system/css'
import { ASSIGNMENT_LABELS, type AssignmentType, type TrainingForm } from '../../domain/training-campaign'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { TextField } from '../../ui/TextField'
import { UserSearchPicker } from '../exercise/UserSearchPicker'
import {
  selectChosenUsers,
  selectLockedUsers,
  selectDirectory,
  selectDirectoryFailed,
  selectEditable,
  selectDraft,
  selectFormBusy,
  selectFormFailure,
  selectIsEdit,
  selectLearnerCount,
  selectProblems,
  selectStartEditable,
  type TrainingFormActor,
} from './course-selectors'
import { NotificationFields, ScheduleFields } from './DeliveryFields'
import { LearnerCountLine } from './LearnerCountLine'
import { TrainingAttachmentFields } from './TrainingAttachmentFields'

const choice = css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' })
const legend = css({ fontSize: 'sm', fontWeight: 'semibold', mb: '-2' })
const group = css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'center' })
const AUDIENCES: AssignmentType[] = ['ALL_USERS', 'DEPARTMENTS', 'GROUPS', 'SELECTED_USERS']

/** The course's campaign form: assign anew, or edit a running campaign. */
export function TrainingFormDialog({
  form,
  userSearch,
}: {
  form: TrainingFormActor
  /** Finds the learners of a selected-users training. */
  userSearch: ActorRefFrom<typeof userSearchMachine>
}) {
  const draft = useSelector(form, selectDraft)
  const directory = useSelector(form, selectDirectory)
  const isEdit = useSelector(form, selectIsEdit)
  const startEditable = useSelector(form, selectStartEditable)
  const problems = useSelector(form, selectProblems)
  const failure = useSelector(form, selectFormFailure)
  const busy = useSelector(form, selectFormBusy)
  const directoryFailed = useSelector(form, selectDirectoryFailed)
  const editable = useSelector(form, selectEditable)
  const chosenUsers = useSelector(form, selectChosenUsers)
  const lockedUsers = useSelector(form, selectLockedUsers)
  const learnerCount = useSelector(form, selectLearnerCount)
  const change = (patch: Partial<TrainingForm>) => form.send({ type: 'form.change', patch })
  const options = draft.assignmentType === 'DEPARTMENTS' ? directory.departments : directory.groups
  const chosen = draft.assignmentType === 'DEPARTMENTS' ? draft.departmentIds : draft.groupIds
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((item) => item !== id)
    change(draft.assignmentType === 'DEPARTMENTS' ? { departmentIds: next } : { groupIds: next })
  }
  return (
    <Dialog
      open
      size="lg"
      title={isEdit ? 'Edit training' : 'Assign training'}
      onClose={() => form.send({ type: 'form.cancel' })}
      actions={
        <>
          <Button variant="ghost" onClick={() => form.send({ type: 'form.cancel' })}>
            Cancel
          </Button>
          <Button disabled={busy || directoryFailed} onClick={() => form.send({ type: 'form.submit' })}>
            {isEdit ? 'Save' : 'Start training'}
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
      {/* Filled in only once the departments and groups are known, and not while saving. */}
      <fieldset
        disabled={!editable}
        className={css({ display: 'flex', flexDir: 'column', gap: '3', border: 'none', p: '0', m: '0' })}
      >
        <TextField
          label="Training name"
          name="trainingName"
          maxLength={200}
          value={draft.name}
          error={problems.name}
          onChange={(event) => change({ name: event.target.value })}
        />
        <ScheduleFields draft={draft} problems={problems} change={change} startEditable={startEditable} />
        <span className={legend}>Assign to</span>
        <div role="radiogroup" aria-label="Assign to" className={group}>
          {(isEdit ? [draft.assignmentType] : AUDIENCES).map((type) => (
            <label key={type} className={choice}>
              <input
                type="radio"
                name="assignmentType"
                checked={draft.assignmentType === type}
                disabled={isEdit}
                onChange={() => change({ assignmentType: type })}
              />
              {ASSIGNMENT_LABELS[type]}
            </label>
          ))}
        </div>
        {draft.assignmentType === 'DEPARTMENTS' || draft.assignmentType === 'GROUPS' ? (
          <fieldset className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
            <legend className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
              {ASSIGNMENT_LABELS[draft.assignmentType]}
            </legend>
            {options.length === 0 ? (
              <p className={css({ fontSize: 'sm', color: 'text.muted' })}>None in this company yet.</p>
            ) : null}
            {options.map((option) => (
              <label key={option.id} className={choice}>
                <input
                  type="checkbox"
                  checked={chosen.includes(option.id)}
                  disabled={isEdit}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
                {option.name}
              </label>
            ))}
            {problems.selection ? (
              <p role="alert" className={css({ color: 'red.700', fontSize: 'sm' })}>
                {problems.selection}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        {draft.assignmentType === 'SELECTED_USERS' ? (
          <div className={css({ display: 'grid', gap: '1' })}>
            {isEdit ? (
              <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
                {lockedUsers} selected learner{lockedUsers === 1 ? '' : 's'}: who it reaches stays.
              </p>
            ) : (
              <UserSearchPicker
                search={userSearch}
                chosen={chosenUsers}
                onAdd={(user) => form.send({ type: 'users.add', user })}
                onRemove={(userId) => form.send({ type: 'users.remove', userId })}
              />
            )}
            {problems.selection ? (
              <p role="alert" className={css({ color: 'red.700', fontSize: 'sm' })}>
                {problems.selection}
              </p>
            ) : null}
          </div>
        ) : null}
        {learnerCount ? <LearnerCountLine count={learnerCount} /> : null}
        <TrainingAttachmentFields form={form} />
        <NotificationFields draft={draft} problems={problems} change={change} />
      </fieldset>
    </Dialog>
  )
}
