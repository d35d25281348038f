import PoliciesPage from '../../features/policies/PoliciesPage'
import { useBoundFlow } from '../browser-deps'
import { bindPoliciesPage } from '../flows/policies/policies-page'
import { bindReminderDialog } from '../flows/users/reminder-dialog'
import { inspect } from '../inspector'

/** /policies. */
export default function PoliciesRoute() {
  const logic = useBoundFlow(bindPoliciesPage)
  const reminderLogic = useBoundFlow(bindReminderDialog)
  return <PoliciesPage logic={logic} reminderLogic={reminderLogic} inspect={inspect} />
}
