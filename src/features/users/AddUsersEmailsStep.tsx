import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { UsersFields, addUsersMachine } from '../../../machines/add-users.machine'
import { ACCESS_LEVELS, addEmails } from '../../domain/add-users'
import { isEmail } from '../../domain/login'
import { ChipsInput } from '../../ui/ChipsInput'
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
      <ChipsInput
        label="Department"
        placeholder="Choose or type a new department"
        separators={/[,;]/}
        suggestions={options.departments.map((d) => d.label)}
        chips={values.departments.map((d) => ({
          key: d.label.toLowerCase(),
          label: d.label,
          bad: false,
        }))}
        error={errors?.departments}
        onAdd={(text) => {
          const label = text.trim()
          if (values.departments.some((d) => d.label.toLowerCase() === label.toLowerCase())) return
          const known = options.departments.find((d) => d.label.toLowerCase() === label.toLowerCase())
          change({ departments: [...values.departments, known ?? { label, value: null }] })
        }}
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
      <ChipsInput
        label="Groups (optional)"
        placeholder="Choose or type a group"
        separators={/[,;]/}
        suggestions={options.groups.map((g) => g.label)}
        chips={values.groups.map((g) => ({ key: g.label.toLowerCase(), label: g.label, bad: false }))}
        onAdd={(text) => {
          const label = text.trim()
          if (values.groups.some((g) => g.label.toLowerCase() === label.toLowerCase())) return
          const known = options.groups.find((g) => g.label.toLowerCase() === label.toLowerCase())
          change({ groups: [...values.groups, known ?? { label, value: null }] })
        }}
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
