import { useActorRef, useSelector } from '@xstate/react'
import type { loginMachine } from '../../../machines/login/login.machine'
import { LoginForm } from '../../../src/features/login/LoginForm'
import { selectFailure, selectIsBusy } from '../../../src/features/login/selectors'

/** The login view with one wire cut on purpose: the form sends an event the machine does not know. */
export function MiswiredLoginPage({ logic }: { logic: typeof loginMachine }) {
  const actor = useActorRef(logic, { input: { magicLinkToken: null } })
  const busy = useSelector(actor, selectIsBusy)
  const failure = useSelector(actor, selectFailure)
  return (
    <LoginForm
      busy={busy}
      failure={failure}
      onSubmit={(values) => actor.send({ type: 'login.sumbit', ...values } as never)}
    />
  )
}
