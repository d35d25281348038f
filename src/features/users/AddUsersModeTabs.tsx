import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { addUsersMachine } from '../../../machines/users/add-users.machine'
import { selectMode, selectStep } from './selectors'

/** How to add users (by emails, CSV, or off to the SSO settings) and which of the two steps is on screen. */
export function AddUsersModeTabs({ actor }: { actor: ActorRefFrom<typeof addUsersMachine> }) {
  const step = useSelector(actor, selectStep)
  const mode = useSelector(actor, selectMode)
  return (
    <>
      <div
        role="tablist"
        aria-label="How to add users"
        className={css({ display: 'flex', gap: '1', p: '1', bg: 'surface.sunken', borderRadius: 'lg' })}
      >
        {(
          [
            ['emails', 'Add by Emails'],
            ['csv', 'Import CSV'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            role="tab"
            aria-selected={mode === value}
            disabled={step !== 1 && mode !== value}
            onClick={() => actor.send({ type: 'users.mode', mode: value })}
            className={css({
              flex: '1',
              py: '2',
              borderRadius: 'md',
              cursor: 'pointer',
              _selected: { bg: 'surface.card', fontWeight: 'semibold', boxShadow: 'sm' },
              _disabled: { cursor: 'not-allowed', opacity: 0.6 },
            })}
          >
            {label}
          </button>
        ))}
        <button
          role="tab"
          aria-selected="false"
          onClick={() => actor.send({ type: 'users.ssoSettings' })}
          className={css({ flex: '1', py: '2', borderRadius: 'md', cursor: 'pointer' })}
        >
          SSO Settings
        </button>
      </div>
      <ol
        aria-label="Steps"
        className={css({ display: 'flex', gap: '4', fontSize: 'sm', color: 'text.muted' })}
      >
        <li
          aria-current={step === 1 ? 'step' : undefined}
          className={css({
            fontWeight: step === 1 ? 'bold' : 'normal',
            color: step === 1 ? 'brand' : undefined,
          })}
        >
          1 Users and profile setup
        </li>
        <li
          aria-current={step === 2 ? 'step' : undefined}
          className={css({
            fontWeight: step === 2 ? 'bold' : 'normal',
            color: step === 2 ? 'brand' : undefined,
          })}
        >
          2 Notification &amp; assignments
        </li>
      </ol>
    </>
  )
}
