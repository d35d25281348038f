import { useActorRef } from '@xstate/react'
import { useMemo, type ReactNode } from 'react'
import type { Chrome } from '../domain/route-table'
import { SessionActor } from '../features/session/session-context'
import { ConfirmationActor } from '../features/shell/confirmation-context'
import { Shell } from '../features/shell/Shell'
import { SidebarActor } from '../features/shell/sidebar-context'
import { Toaster } from '../ui/Toaster'
import { policyAgreementRequired } from '../domain/policy-agreement'
import { inspect } from './inspector'
import { confirmationLogic } from './flows/confirmation-logic'
import {
  createAccessGrantLogic,
  createHelpLogic,
  createPolicyLogic,
  createSurveyLogic,
  newVersionLogic,
  createNotificationLogic,
  createResendLogic,
} from './flows/shell-logic'
import { sidebarInput, sidebarLogic } from './flows/sidebar-logic'
import { lazyPage } from './lazy-page'
import { ModalSlot } from './ModalSlot'

const BoostGateRoute = lazyPage(() => import('./routes/boost-gate-route'))

/**
 * The shell and its actors as one lazy chunk: /login never loads the sidebar, menus, dialogs or toasts
 * (its first-render budget is 90 KB).
 */
export default function ShellRoute({
  title,
  chrome,
  desktopOnly,
  children,
}: {
  title: string
  chrome: Exclude<Chrome, 'bare'>
  desktopOnly: boolean
  children: ReactNode
}) {
  const session = SessionActor.useActorRef()
  const resendLogic = useMemo(
    () => createResendLogic(() => session.getSnapshot().context.user?.id),
    [session],
  )
  const accessGrantLogic = useMemo(
    () => createAccessGrantLogic(() => session.getSnapshot().context.company?.id),
    [session],
  )
  const ids = useMemo(
    () => () => ({
      companyId: session.getSnapshot().context.company?.id ?? '',
      userId: session.getSnapshot().context.user?.id ?? '',
    }),
    [session],
  )
  const notificationLogic = useMemo(() => createNotificationLogic(ids), [ids])
  const surveyLogic = useMemo(() => createSurveyLogic(ids), [ids])
  const survey = useActorRef(surveyLogic, inspect ? { inspect } : {})
  const policyLogic = useMemo(
    () => createPolicyLogic(ids, (user) => session.send({ type: 'session.userChanged', changes: user })),
    [ids, session],
  )
  const policy = useActorRef(policyLogic, {
    input: { required: policyAgreementRequired(session.getSnapshot().context.user) },
    ...(inspect ? { inspect } : {}),
  })
  const notifications = useActorRef(notificationLogic, inspect ? { inspect } : {})
  const helpLogic = useMemo(
    () => createHelpLogic(() => session.getSnapshot().context.company?.id ?? null),
    [session],
  )
  const help = useActorRef(helpLogic, {
    input: { knownEmail: session.getSnapshot().context.user?.email ?? null },
    ...(inspect ? { inspect } : {}),
  })
  const newVersion = useActorRef(newVersionLogic, {
    input: { running: import.meta.env.VITE_BUILD_TIMESTAMP ?? '' },
    ...(inspect ? { inspect } : {}),
  })
  const sidebarOptions = useMemo(() => ({ input: sidebarInput(), ...(inspect ? { inspect } : {}) }), [])
  return (
    <SidebarActor.Provider logic={sidebarLogic} options={sidebarOptions}>
      <ConfirmationActor.Provider logic={confirmationLogic} options={inspect ? { inspect } : {}}>
        <Shell
          title={title}
          chrome={chrome}
          desktopOnly={desktopOnly}
          resendLogic={resendLogic}
          accessGrantLogic={accessGrantLogic}
          notifications={notifications}
          help={help}
          survey={survey}
          policy={policy}
          newVersion={newVersion}
        >
          {children}
        </Shell>
        <ModalSlot name="boost">
          <BoostGateRoute />
        </ModalSlot>
        <Toaster />
      </ConfirmationActor.Provider>
    </SidebarActor.Provider>
  )
}
