import { useActorRef } from '@xstate/react'
import { useSearch } from 'wouter'
import { todayIn } from '../../domain/today'
import { canManageTemplates } from '../../domain/template-library'
import { ExerciseCreatePage } from '../../features/exercise/ExerciseCreatePage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { useBoundFlow } from '../browser-deps'
import { useCompanyZone } from '../company-zone'
import { bindExerciseCreateScreen } from '../flows/exercise/exercise-create-screen'
import { inspect } from '../inspector'

/** /phishing-exercise/create: one machine for the page, started with the address's pack and the clock. */
export default function ExerciseCreateRoute() {
  const timeZone = useCompanyZone()
  const company = SessionActor.useSelector(selectCompany)
  const packId = new URLSearchParams(useSearch()).get('packId')
  const screen = useActorRef(useBoundFlow(bindExerciseCreateScreen), {
    ...(inspect ? { inspect } : {}),
    input: {
      timeZone,
      today: todayIn(timeZone, new Date()),
      packId,
      canManage: company ? canManageTemplates(company) : false,
    },
  })
  return <ExerciseCreatePage screen={screen} />
}
