import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { campaignWizardMachine } from '../../../machines/exercise/campaign-wizard.machine'
import type { userSearchMachine } from '../../../machines/exercise/user-search.machine'
import { UserSearchPicker } from './UserSearchPicker'
import { USERS_TYPE_LABELS, USERS_TYPES, type CampaignForm } from '../../domain/exercise-campaign'
import { Alert } from '../../ui/Alert'
import { DaysToCompleteFields, NotificationFields } from './CampaignFormFields'
import { Checklist } from '../../ui/Checklist'
import { RadioChoices } from '../../ui/RadioChoices'
import { TextField } from '../../ui/TextField'
import {
  selectChosenUsers,
  selectCounting,
  selectDepartments,
  selectForm,
  selectFormErrors,
  selectGroups,
  selectLearnerCount,
  selectToday,
  selectWizardFailure,
} from './wizard-selectors'

type Wizard = ActorRefFrom<typeof campaignWizardMachine>

const fieldset = css({
  display: 'grid',
  gap: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  p: '4',
  bg: 'surface.card',
})
const legend = css({ fontWeight: 'semibold', px: '1' })

/** Step 2: name, learners, notification, days to complete and start date (002 §2.6, §5 "Campaign"). */
export function WizardSettingsStep({
  wizard,
  userSearch,
}: {
  wizard: Wizard
  userSearch: ActorRefFrom<typeof userSearchMachine>
}) {
  const form = useSelector(wizard, selectForm)
  const chosenUsers = useSelector(wizard, selectChosenUsers)
  const errors = useSelector(wizard, selectFormErrors)
  const today = useSelector(wizard, selectToday)
  const departments = useSelector(wizard, selectDepartments)
  const groups = useSelector(wizard, selectGroups)
  const count = useSelector(wizard, selectLearnerCount)
  const counting = useSelector(wizard, selectCounting)
  const failure = useSelector(wizard, selectWizardFailure)
  const change = (patch: Partial<CampaignForm>) => wizard.send({ type: 'settings.change', patch })
  return (
    <form
      className={css({ display: 'grid', gap: '4', maxW: '3xl' })}
      onSubmit={(event) => event.preventDefault()}
    >
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <TextField
        label="Campaign Name"
        name="name"
        required
        maxLength={200}
        value={form.name}
        error={errors.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <fieldset className={fieldset}>
        <legend className={legend}>Learners</legend>
        <RadioChoices
          label="Assign to"
          name="usersType"
          choices={USERS_TYPES}
          labels={USERS_TYPE_LABELS}
          value={form.usersType}
          onChange={(usersType) => change({ usersType })}
        />
        {form.usersType === 'USERS_FROM_DEPARTMENTS' ? (
          <Checklist
            label="Departments"
            options={departments}
            chosen={form.departmentIds}
            onChange={(departmentIds) => change({ departmentIds })}
          />
        ) : null}
        {form.usersType === 'USERS_FROM_GROUPS' ? (
          <Checklist
            label="Groups"
            options={groups}
            chosen={form.groupIds}
            onChange={(groupIds) => change({ groupIds })}
          />
        ) : null}
        {form.usersType === 'USERS_SELECTED' ? (
          <UserSearchPicker
            search={userSearch}
            chosen={chosenUsers}
            directory={{ departments, groups }}
            onAdd={(user) => wizard.send({ type: 'users.add', user })}
            onRemove={(userId) => wizard.send({ type: 'users.remove', userId })}
          />
        ) : null}
        <p aria-live="polite" className={css({ fontSize: 'sm', color: 'text.muted' })}>
          {counting
            ? 'Counting learners…'
            : count === null
              ? ''
              : `${count} ${count === 1 ? 'learner' : 'learners'} will receive this exercise`}
        </p>
        {errors.learners ? <Alert tone="danger">{errors.learners}</Alert> : null}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Notification</legend>
        <NotificationFields form={form} errors={errors} change={change} />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Days to complete</legend>
        <DaysToCompleteFields form={form} errors={errors} change={change} />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Start date</legend>
        <TextField
          label="Start Date"
          name="startDate"
          type="date"
          min={today}
          value={form.startDate}
          error={errors.startDate}
          hint={form.startDate ? "Starts at 9:00 in each learner's time zone" : 'Empty: starts now'}
          onChange={(event) => change({ startDate: event.target.value })}
        />
      </fieldset>
    </form>
  )
}
