import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { userMailMachine } from '../../../machines/users/user-mail.machine'
import type { UserRow } from '../../domain/users'
import { Button } from '../../ui/Button'

/** A row's mail actions: shown only where they apply, disabled while any row's mail is on its way. */
export function UserMailButtons({
  actor,
  user,
}: {
  actor: ActorRefFrom<typeof userMailMachine>
  user: Pick<UserRow, 'id' | 'email' | 'emailVerified' | 'invitePending'>
}) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const mine = useSelector(actor, (s) => s.context.user?.id === user.id)
  const target = { id: user.id, email: user.email }
  return (
    <>
      {user.invitePending ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-busy={busy && mine}
          aria-label={`Resend invite to ${user.email}`}
          onClick={() => actor.send({ type: 'mail.resendInvite', user: target })}
        >
          Resend invite
        </Button>
      ) : null}
      {!user.emailVerified ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-busy={busy && mine}
          aria-label={`Verify email: send a verification link to ${user.email}`}
          onClick={() => actor.send({ type: 'mail.sendVerification', user: target })}
        >
          Verify email
        </Button>
      ) : null}
    </>
  )
}
