import { useActorRef } from '@xstate/react'
import { useMemo, type ReactNode } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { sessionMachine } from '../../machines/session/session.machine'
import type { ShellScreenInput } from '../../machines/shell/shell-screen.machine'
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
import { bindResendVerification } from './flows/shell/resend-verification'
import { bindShellScreen } from './flows/shell/shell-screen'
import { bindSidebar, sidebarInput } from './flows/shell/sidebar'
import { prefetchPage } from './prefetch'
import { lazyPage } from './lazy-page'
import { ModalSlot } from './ModalSlot'

const BoostGateRoute = lazyPage(() => import('./routes/boost-gate-route'))

/** What the frame starts with: the session as the page opened. */
function frameInput({ user, company }: SnapshotFrom<typeof sessionMachine>['context']): ShellScreenInput {
  return {
    policyRequired: policyAgreementRequired(user),
    knownEmail: user?.email ?? null,
    // Polled while the shell is up; a changed reading reaches the session's company view.
    flags: { flags: company?.flags ?? [], features: company?.features ?? ({} as never) },
    running: import.meta.env.VITE_BUILD_TIMESTAMP ?? '',
  }
}

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
  const frame = useActorRef(
    useMemo(() => bindShellScreen(deps, session), [deps, session]),
    { ...(inspect ? { inspect } : {}), input: frameInput(session.getSnapshot().context) },
  )
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
          frame={frame}
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
