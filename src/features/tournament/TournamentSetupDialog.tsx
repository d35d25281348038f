import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { tournamentSetupMachine } from '../../../machines/tournament/tournament-setup.machine'
import {
  ASSIGNMENT_LABELS,
  ASSIGNMENT_TYPES,
  TOURNAMENT,
  TOURNAMENT_TEXTS as T,
  type TournamentErrors,
  type TournamentForm,
} from '../../domain/tournament'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Checklist } from '../../ui/Checklist'
import { RadioChoices } from '../../ui/RadioChoices'
import { Dialog } from '../../ui/Dialog'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import {
  selectChanging,
  selectError,
  selectErrors,
  selectForm,
  selectLoadFailed,
  selectLoading,
  selectOpen,
  selectOptions,
  selectSaving,
} from './selectors'

type Setup = ActorRefFrom<typeof tournamentSetupMachine>

const sameErrors = (a: TournamentErrors, b: TournamentErrors) => JSON.stringify(a) === JSON.stringify(b)
const DURATIONS = TOURNAMENT.durations.map((days) => ({
  id: String(days),
  label: days === 1 ? '1 day' : `${days} days`,
}))
const CHALLENGES = Array.from({ length: TOURNAMENT.maxChallenges }, (_, i) => ({
  id: String(i + 1),
  label: String(i + 1),
}))
const row = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
})

/** The dev tournament setup (002 §2.11): the spec's scheduling form over the company's zones and directory. */
export function TournamentSetupDialog({ actor }: { actor: Setup }) {
  const open = useSelector(actor, selectOpen)
  const loading = useSelector(actor, selectLoading)
  const loadFailed = useSelector(actor, selectLoadFailed)
  const saving = useSelector(actor, selectSaving)
  const changing = useSelector(actor, selectChanging)
  const form = useSelector(actor, selectForm)
  const options = useSelector(actor, selectOptions)
  const errors = useSelector(actor, selectErrors, sameErrors)
  const error = useSelector(actor, selectError)
  const change = (patch: Partial<TournamentForm>) => actor.send({ type: 'form.change', patch })
  const close = () => actor.send({ type: 'setup.close' })
  const target =
    options && form.assignmentType !== 'ALL_USERS'
      ? form.assignmentType === 'DEPARTMENTS'
        ? { label: 'Departments', key: 'departments' as const, options: options.departments }
        : { label: 'Groups', key: 'groups' as const, options: options.groups }
      : null
  return (
    <Dialog
      open={open}
      title={T.title}
      size="lg"
      closable={!saving}
      onClose={close}
      actions={
        <>
          <Button variant="ghost" disabled={saving} onClick={close}>
            Cancel
          </Button>
          {loadFailed ? (
            <Button onClick={() => actor.send({ type: 'retry' })}>Try again</Button>
          ) : (
            <Button type="submit" form="tournament-setup" disabled={loading || saving} aria-busy={saving}>
              {saving ? (changing ? 'Saving…' : 'Scheduling…') : changing ? T.submitChange : T.submit}
            </Button>
          )}
        </>
      }
    >
      <p className={css({ color: 'text.muted', mb: '3' })}>{T.intro}</p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {loading ? <p role="status">Loading the time zones and your directory…</p> : null}
      {options ? (
        <form
          id="tournament-setup"
          aria-label="Tournament schedule"
          noValidate
          className={css({ display: 'grid', gap: '1', mt: '2' })}
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'form.submit' })
          }}
        >
          <div className={row}>
            <SelectField
              label="Duration"
              name="duration"
              placeholder="Choose the duration"
              options={DURATIONS}
              value={String(form.duration)}
              error={errors.duration}
              onChange={(event) => change({ duration: Number(event.target.value) })}
            />
            <SelectField
              label="Challenges"
              name="challengesCount"
              placeholder="Choose how many"
              options={CHALLENGES}
              value={String(form.challengesCount)}
              error={errors.challengesCount}
              onChange={(event) => change({ challengesCount: Number(event.target.value) })}
            />
          </div>
          <div className={row}>
            <TextField
              label="Start date and time"
              name="startDate"
              type="datetime-local"
              required
              value={form.startDate}
              error={errors.startDate}
              onChange={(event) => change({ startDate: event.target.value })}
            />
            <SelectField
              label="Time zone"
              name="timezone"
              placeholder="Choose a time zone"
              required
              options={options.timezones.map((zone) => ({ id: zone, label: zone.replaceAll('_', ' ') }))}
              value={form.timezone}
              error={errors.timezone}
              onChange={(event) => change({ timezone: event.target.value })}
            />
          </div>
          <fieldset className={css({ display: 'grid', gap: '3', mt: '2' })}>
            <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '2' })}>Participants</legend>
            <RadioChoices
              label="Assign to"
              name="assignmentType"
              choices={ASSIGNMENT_TYPES}
              labels={ASSIGNMENT_LABELS}
              value={form.assignmentType}
              onChange={(assignmentType) => change({ assignmentType })}
            />
            {target ? (
              <Checklist
                label={target.label}
                options={target.options}
                chosen={form[target.key]}
                error={errors[target.key]}
                onChange={(ids) => change({ [target.key]: ids })}
              />
            ) : null}
          </fieldset>
        </form>
      ) : null}
    </Dialog>
  )
}
