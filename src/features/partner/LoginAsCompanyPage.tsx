import { useActorRef, useSelector } from '@xstate/react'
import type { InspectionEvent } from 'xstate'
import type {
  LoginAsCompanyInput,
  loginAsCompanyMachine,
} from '../../../machines/partner/login-as-company.machine'
import { AuthCard } from '../../ui/AuthCard'

/** /login_as_company: nothing to fill in; it says what is happening until the customer's home opens. */
export default function LoginAsCompanyPage({
  logic,
  input,
  inspect,
}: {
  logic: typeof loginAsCompanyMachine
  input: LoginAsCompanyInput
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const failed = useSelector(actor, (snapshot) => snapshot.value === 'failed')
  return (
    <AuthCard title="Log in as a customer">
      <p role="status" aria-live="polite">
        {failed ? 'Returning to the login page…' : 'Opening the customer company…'}
      </p>
    </AuthCard>
  )
}
