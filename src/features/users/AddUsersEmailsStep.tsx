import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { UsersFields, addUsersMachine } from '../../../machines/users/add-users.machine'
import { ACCESS_LEVELS, addEmails, withChoice } from '../../domain/add-users'
import { isEmail } from '../../domain/login'
import { ChipsInput } from '../../ui/ChipsInput'
import { ComboChipsInput } from '../../ui/ComboChipsInput'
import { fieldLabel, radioRow } from './add-users-styles'
import { selectFacts, selectInUse, selectOptions, selectStepOneErrors, selectValues } from './selectors'

/** Step 1 by emails: the addresses, departments (new ones created), access level, groups and SSO. */
export function AddUsersEmailsStep({ actor }: { actor: ActorRefFrom<typeof addUsersMachine> }) {
  const values = useSelector(actor, selectValues)
  const options = useSelector(actor, selectOptions)
  const inUse = useSelector(actor, selectInUse)
  const facts = useSelector(actor, selectFacts)
  const errors = useSelector(actor, selectStepOneErrors)
  const change = (patch: Partial<UsersFields>) => actor.send({ type: 'users.change', values: patch })
  return (
    <>
      <ChipsInput
        label="Emails"
        placeholder="name@company.com, another@company.com"
        chips={values.emails.map((email) => ({
          key: email,
          label: email,
          bad: !isEmail(email) || inUse.includes(email),
        }))}
        error={errors?.emails}
        onAdd={(text) => change({ emails: addEmails(values.emails, text) })}
        onRemove={(email) => change({ emails: values.emails.filter((e) => e !== email) })}
      />
      <ComboChipsInput
        label="Department"
        placeholder="Choose or type a new department"
        suggestions={options.departments.map((d) => d.label)}
        chips={values.departments.map((d) => ({
          key: d.label.toLowerCase(),
          label: d.label,
          bad: false,
        }))}
        error={errors?.departments}
        onAdd={(text) => change({ departments: withChoice(values.departments, options.departments, text) })}
        onRemove={(key) =>
          change({ departments: values.departments.filter((d) => d.label.toLowerCase() !== key) })
        }
      />
      <fieldset className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
        <legend className={fieldLabel}>Access Level</legend>
        <div className={radioRow}>
          {ACCESS_LEVELS.map((level) => (
            <label key={level.value} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <input
                type="radio"
                name="role"
                checked={values.role === level.value}
                onChange={() => change({ role: level.value })}
              />
              {level.label}
            </label>
          ))}
        </div>
      </fieldset>
      <ComboChipsInput
        label="Groups (optional)"
        placeholder="Choose or type a group"
        suggestions={options.groups.map((g) => g.label)}
        chips={values.groups.map((g) => ({ key: g.label.toLowerCase(), label: g.label, bad: false }))}
        onAdd={(text) => change({ groups: withChoice(values.groups, options.groups, text) })}
        onRemove={(key) => change({ groups: values.groups.filter((g) => g.label.toLowerCase() !== key) })}
      />
      {facts.ssoAvailable ? (
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <input type="checkbox" checked={values.sso} onChange={(e) => change({ sso: e.target.checked })} />
          Sign in with SSO
        </label>
      ) : null}
    </>
  )
}
