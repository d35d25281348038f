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
import { useFlowDeps } from './browser-deps'
import { confirmationLogic } from './flows/shell/confirmation'
import { bindAccessGrant } from './flows/shell/access-grant'
import { bindFeatureFlags } from './flows/shell/feature-flags'
import { bindFeedbackSurvey } from './flows/survey/feedback-survey'
import { bindHelpDrawer } from './flows/help/help-drawer'
import { newVersionLogic } from './flows/shell/new-version'
import { bindNotificationPopover } from './flows/notifications/notification-popover'
import { bindPolicyAgreement } from './flows/shell/policy-agreement'
import { bindResendVerification } from './flows/shell/resend-verification'
import { bindSidebar, sidebarInput } from './flows/shell/sidebar'
import { prefetchPage } from './prefetch'
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
  const deps = useFlowDeps()
  const resendLogic = useMemo(() => bindResendVerification(deps), [deps])
  const accessGrantLogic = useMemo(() => bindAccessGrant(deps), [deps])
  const survey = useActorRef(
    useMemo(() => bindFeedbackSurvey(deps), [deps]),
    inspect ? { inspect } : {},
  )
  const policyLogic = useMemo(
    () => bindPolicyAgreement(deps, (user) => session.send({ type: 'session.userChanged', changes: user })),
    [deps, session],
  )
  const policy = useActorRef(policyLogic, {
    input: { required: policyAgreementRequired(session.getSnapshot().context.user) },
    ...(inspect ? { inspect } : {}),
  })
  const notifications = useActorRef(
    useMemo(() => bindNotificationPopover(deps), [deps]),
    inspect ? { inspect } : {},
  )
  const helpLogic = useMemo(() => bindHelpDrawer(deps), [deps])
  const help = useActorRef(helpLogic, {
    input: { knownEmail: session.getSnapshot().context.user?.email ?? null },
    ...(inspect ? { inspect } : {}),
  })
  // Polled while the shell is up; a changed reading reaches the session's company view.
  const company = session.getSnapshot().context.company
  useActorRef(
    useMemo(() => bindFeatureFlags(deps, session), [deps, session]),
    {
      input: { initial: { flags: company?.flags ?? [], features: company?.features ?? ({} as never) } },
      ...(inspect ? { inspect } : {}),
    },
  )
  const newVersion = useActorRef(newVersionLogic, {
    input: { running: import.meta.env.VITE_BUILD_TIMESTAMP ?? '' },
    ...(inspect ? { inspect } : {}),
  })
  const sidebarLogic = useMemo(() => bindSidebar((href) => prefetchPage(href, deps)), [deps])
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
