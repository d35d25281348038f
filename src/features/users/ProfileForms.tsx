import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { profileEditOf, type ProfileEdit, type UserProfile } from '../../domain/user-profile'
import type { DirectoryNames } from '../../../machines/users/user-profile.machine'
import { withName } from '../../domain/combo-items'
import { ComboChipsInput } from '../../ui/ComboChipsInput'
import { ACCESS_LEVELS } from '../../domain/add-users'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'

export const muted = css({ color: 'text.muted', fontSize: 'sm' })

export function EditForm({
  profile,
  busy,
  errors,
  failure,
  kept,
  directory,
  onSave,
}: {
  profile: UserProfile
  directory: DirectoryNames
  busy: boolean
  errors: Partial<Record<'name' | 'lastName', string>>
  failure: string | null
  kept: ProfileEdit | null
  onSave: (values: ProfileEdit) => void
}) {
  const [values, setValues] = useState<ProfileEdit>(kept ?? profileEditOf(profile))
  const chips = (names: string[]) =>
    names.map((name) => ({ key: name.toLowerCase(), label: name, bad: false }))
  return (
    <form
      noValidate
      aria-label="Edit profile"
      onSubmit={(event) => {
        event.preventDefault()
        onSave(values)
      }}
      className={css({ display: 'flex', flexDir: 'column', gap: '2', maxW: 'md' })}
    >
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <TextField
        label="First name"
        name="name"
        value={values.name}
        maxLength={100}
        error={errors.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <TextField
        label="Last name"
        name="lastName"
        value={values.lastName}
        maxLength={100}
        error={errors.lastName}
        onChange={(e) => setValues({ ...values, lastName: e.target.value })}
      />
      <fieldset className={css({ display: 'flex', gap: '4', mb: '3' })}>
        <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>Access Level</legend>
        {ACCESS_LEVELS.map((level) => (
          <label key={level.value} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <input
              type="radio"
              name="profile-role"
              checked={values.role === level.value}
              onChange={() => setValues({ ...values, role: level.value })}
            />
            {level.label}
          </label>
        ))}
      </fieldset>
      <ComboChipsInput
        label="Departments"
        placeholder="Choose or type a new department"
        suggestions={directory.departments}
        chips={chips(values.departments)}
        onAdd={(name) => setValues({ ...values, departments: withName(values.departments, name) })}
        onRemove={(key) =>
          setValues({ ...values, departments: values.departments.filter((n) => n.toLowerCase() !== key) })
        }
      />
      <ComboChipsInput
        label="Groups"
        placeholder="Choose or type a group"
        suggestions={directory.groups}
        chips={chips(values.groups)}
        onAdd={(name) => setValues({ ...values, groups: withName(values.groups, name) })}
        onRemove={(key) =>
          setValues({ ...values, groups: values.groups.filter((n) => n.toLowerCase() !== key) })
        }
      />
      <Button type="submit" disabled={busy} aria-busy={busy} className={css({ alignSelf: 'flex-start' })}>
        {busy ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  )
}

export function PasswordForm({
  busy,
  error,
  kept,
  onSet,
}: {
  busy: boolean
  error: string | null
  kept: string
  onSet: (password: string) => void
}) {
  const [password, setPassword] = useState(kept)
  return (
    <form
      noValidate
      aria-label="Temporary password"
      onSubmit={(event) => {
        event.preventDefault()
        onSet(password)
      }}
      className={css({ display: 'flex', flexDir: 'column', gap: '2', maxW: 'md' })}
    >
      <p className={muted}>The user signs in with this password once and then chooses their own.</p>
      <TextField
        label="Temporary password"
        name="temporary-password"
        type="password"
        autoComplete="new-password"
        value={password}
        error={error}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" disabled={busy} aria-busy={busy} className={css({ alignSelf: 'flex-start' })}>
        {busy ? 'Setting…' : 'Set temporary password'}
      </Button>
    </form>
  )
}
