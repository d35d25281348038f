import { useMemo } from 'react'
import AutomaticRemindersPanel from '../../features/settings/AutomaticRemindersPanel'
import EmailRemindersPage from '../../features/settings/EmailRemindersPage'
import TextSetPanel from '../../features/settings/TextSetPanel'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { ANY_LANGUAGE, NOTIFICATION_LANGUAGE_CODES } from '../../domain/text-sets'
import { useFlowDeps } from '../browser-deps'
import { bindAutomaticReminders } from '../flows/settings/automatic-reminders'
import { bindTextSet } from '../flows/settings/text-set'
import { inspect } from '../inspector'

/** /settings/email-reminders: automatic reminders and three text sets, each its own flow wired to the gateway. */
export default function EmailRemindersSettingsRoute() {
  const deps = useFlowDeps()
  const company = SessionActor.useSelector(selectCompany)
  const logic = useMemo(() => bindTextSet(deps), [deps])
  const automatic = useMemo(() => bindAutomaticReminders(deps), [deps])
  const lang = NOTIFICATION_LANGUAGE_CODES.includes(company?.lang ?? '') ? company!.lang : 'en'
  return (
    <EmailRemindersPage>
      <AutomaticRemindersPanel logic={automatic} inspect={inspect} />
      <TextSetPanel
        logic={logic}
        input={{ kind: 'notification', lang }}
        description="The subjects and messages of assignment, phishing, Fake Or Real and reminder mails, and the texts of the simulation's landing page, per language."
        inspect={inspect}
      />
      <TextSetPanel
        logic={logic}
        input={{ kind: 'inviteAdmin', lang: ANY_LANGUAGE }}
        description="Sent to admins you add. {companyName} is replaced by your company's name."
        inspect={inspect}
      />
      <TextSetPanel
        logic={logic}
        input={{ kind: 'inviteLearner', lang: ANY_LANGUAGE }}
        description="Sent to learners you add, unless you write a message for one import."
        inspect={inspect}
      />
    </EmailRemindersPage>
  )
}
