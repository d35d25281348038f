import { useActorRef, useSelector } from '@xstate/react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { userProfileMachine } from '../../../machines/users/user-profile.machine'
import {
  lastSignInText,
  PROFILE_TABS,
  PROFILE_TEXTS as T,
  profileEditOf,
  ROLE_LABELS,
  type ProfileTab,
} from '../../domain/user-profile'
import { USER_STATUS_LABELS, userStatus } from '../../domain/users'
import { badge } from '../../ui/badge'
import { Link } from 'wouter'
import { STATUS_TONES } from './UserRow'
import { RetryAlert } from '../../ui/ListParts'
import { Tabs } from '../../ui/Tabs'

import { EditForm, PasswordForm, muted } from './ProfileForms'
import { TaskList, date, dateColumn } from './TaskList'
import { ExerciseResultsSummary } from './ExerciseResultsSummary'
import { SecureCodeSummary } from './SecureCodeSummary'
/** /user_profile/{userId}: who the user is, and a tab per route. */
export default function UserProfilePage({
  logic,
  input,
  tab,
  onTab,
  inspect,
}: {
  logic: typeof userProfileMachine
  input: { userId: string }
  tab: ProfileTab
  onTab: (tab: ProfileTab) => void
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const profile = useSelector(actor, (s) => s.context.profile)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null))
  const saving = useSelector(actor, (s) => s.hasTag('saving'))
  const settingPassword = useSelector(actor, (s) => s.hasTag('settingPassword'))
  const edit = useSelector(actor, (s) => s.context.edit)
  const editErrors = useSelector(actor, (s) => s.context.editErrors)
  const editFailure = useSelector(actor, (s) => s.context.editFailure)
  const password = useSelector(actor, (s) => s.context.password)
  const passwordError = useSelector(actor, (s) => s.context.passwordError)
  const directory = useSelector(actor, (s) => s.context.directory)

  const status = profile
    ? userStatus({
        disabled: profile.disabled,
        invitePending: profile.lastLoginAt === null,
        emailVerified: profile.emailVerified,
      })
    : 'active'
  return (
    <section
      aria-labelledby="profile-title"
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <Link
        href="/users/all_users"
        className={css({
          alignSelf: 'flex-start',
          fontSize: 'sm',
          color: 'brand',
          _hover: { textDecoration: 'underline' },
        })}
      >
        ← All users
      </Link>
      <h1 id="profile-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {profile
          ? [profile.name, profile.lastName].filter(Boolean).join(' ') || profile.email
          : 'User profile'}
      </h1>
      {loading ? (
        <p role="status" className={muted}>
          Loading…
        </p>
      ) : null}
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'profile.retry' })} />
      {profile ? (
        <>
          <dl
            aria-label="Details"
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
              gap: '3',
              fontSize: 'sm',
              '& dt': { color: 'text.muted' },
              '& dd': { fontWeight: 'medium', wordBreak: 'break-word' },
            })}
          >
            <div>
              <dt>Email</dt>
              <dd>
                {profile.email}
                {profile.emailVerified ? '' : ' (not verified)'}
              </dd>
            </div>
            <div>
              <dt>Access level</dt>
              <dd>{ROLE_LABELS[profile.role] ?? profile.role}</dd>
            </div>
            <div>
              <dt>Departments</dt>
              <dd>{profile.departments.join(', ') || 'No Department'}</dd>
            </div>
            <div>
              <dt>Groups</dt>
              <dd>{profile.groups.join(', ') || '—'}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <span className={badge({ tone: STATUS_TONES[status] })}>{USER_STATUS_LABELS[status]}</span>
              </dd>
            </div>
            <div>
              <dt>Last sign-in</dt>
              <dd>{lastSignInText(profile.lastLoginAt)}</dd>
            </div>
            <div>
              <dt>Added</dt>
              <dd>{date(profile.createdAt)}</dd>
            </div>
          </dl>
          <Tabs
            label="Profile"
            value={tab}
            onValueChange={(value) => onTab(value as ProfileTab)}
            items={PROFILE_TABS.map(({ id, label }) => ({
              value: id,
              label:
                id === 'outstanding_tasks'
                  ? `${label} (${profile.outstanding.length})`
                  : id === 'completed_tasks'
                    ? `${label} (${profile.completed.length})`
                    : label,
              content:
                id === 'outstanding_tasks' ? (
                  <TaskList tasks={profile.outstanding} empty={T.noOutstanding} completed={false} />
                ) : id === 'completed_tasks' ? (
                  <TaskList tasks={profile.completed} empty={T.noCompleted} completed />
                ) : id === 'edit' ? (
                  <EditForm
                    key={`${JSON.stringify(profileEditOf(profile))}|${saving}`}
                    profile={profile}
                    directory={directory}
                    busy={saving}
                    errors={editErrors}
                    failure={editFailure}
                    kept={edit}
                    onSave={(values) => actor.send({ type: 'profile.save', values })}
                  />
                ) : id === 'password' ? (
                  <PasswordForm
                    key={String(settingPassword)}
                    busy={settingPassword}
                    error={passwordError}
                    kept={password}
                    onSet={(value) => actor.send({ type: 'profile.setPassword', password: value })}
                  />
                ) : (
                  <>
                    <ExerciseResultsSummary results={profile.exerciseResults} />
                    <SecureCodeSummary challenge={profile.secureCode} />
                    {profile.activity.length ? (
                      <ol className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
                        {profile.activity.map((entry, index) => (
                          <li key={index} className={css({ display: 'flex', gap: '3' })}>
                            <span className={dateColumn}>{date(entry.at)}</span>
                            <span>{entry.text}</span>
                          </li>
                        ))}
                      </ol>
                    ) : (
                      <p className={muted}>{T.noActivity}</p>
                    )}
                  </>
                ),
            }))}
          />
        </>
      ) : null}
    </section>
  )
}
