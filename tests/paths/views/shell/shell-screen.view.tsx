import { act, render, screen, waitFor } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { sessionMachine } from '../../../../machines/session/session.machine'
import type {
  ShellScreenEvent,
  ShellScreenInput,
  shellScreenMachine,
} from '../../../../machines/shell/shell-screen.machine'
import { company } from '../../../../machines/samples/session.samples'
import { bindNotificationPopover } from '../../../../src/app/flows/notifications/notification-popover'
import { bindFeedbackSurvey } from '../../../../src/app/flows/survey/feedback-survey'
import { bindSession } from '../../../../src/app/flows/session/session'
import { bindAccessGrant } from '../../../../src/app/flows/shell/access-grant'
import { confirmationLogic } from '../../../../src/app/flows/shell/confirmation'
import { bindResendVerification } from '../../../../src/app/flows/shell/resend-verification'
import { bindShellScreen } from '../../../../src/app/flows/shell/shell-screen'
import { sidebarLogic } from '../../../../src/app/flows/shell/sidebar'
import { SessionActor } from '../../../../src/features/session/session-context'
import { ConfirmationActor } from '../../../../src/features/shell/confirmation-context'
import { Shell } from '../../../../src/features/shell/Shell'
import { SidebarActor } from '../../../../src/features/shell/sidebar-context'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import { ScreenHarness } from '../../screen-harness'
import type { ViewAdapter } from '../../view-adapter'
import { onWideScreen } from '../../wide-screen'

// The frame's own graph on the real shell with its real children, whose calls never answer here (each has its
// own adapter). What a child reports is sent to the frame as the child sends it; the step checks the session
// heard it, with the user or the company view it should now hold.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stands for any of the children's calls
const never = fromPromise<any, any>(() => new Promise<never>(() => {}))
const mounted: { actor: ActorRefFrom<typeof shellScreenMachine> | null } = { actor: null }
const told = vi.fn()

export const shellScreenView: ViewAdapter = {
  machineId: 'shellScreen',
  mount(input) {
    onWideScreen()
    const { deps, spies } = scriptedDeps()
    mounted.actor = null
    told.mockClear()
    // The session the frame hands things to: signed in to the sample company, every message recorded.
    const session = createActor(sessionMachine, { input: {} })
    session.getSnapshot().context.company = company
    session.send = told
    const logic = bindShellScreen(deps, session).provide({
      actors: {
        notifications: bindNotificationPopover(deps).provide({
          actors: { loadFeed: never, markViewed: never, markShown: never },
        }),
        survey: bindFeedbackSurvey(deps).provide({ actors: { loadSurveys: never, sendResponse: never } }),
      },
    })
    const signedOut = bindSession(deps).provide({ actors: { restoreSession: never } })
    render(
      <SessionActor.Provider logic={signedOut}>
        <SidebarActor.Provider logic={sidebarLogic} options={{ input: { folded: false, narrow: false } }}>
          <ConfirmationActor.Provider logic={confirmationLogic}>
            <ScreenHarness
              logic={logic}
              input={input as ShellScreenInput}
              onStart={(frame) => void (mounted.actor = frame)}
              view={(frame) => (
                <Shell
                  title="Get started"
                  chrome="full"
                  desktopOnly={false}
                  resendLogic={bindResendVerification(deps)}
                  accessGrantLogic={bindAccessGrant(deps)}
                  frame={frame}
                >
                  <p>The page</p>
                </Shell>
              )}
            />
          </ConfirmationActor.Provider>
        </SidebarActor.Provider>
      </SessionActor.Provider>,
    )
    return { scripted: createScriptedActors([]), spies }
  },
  async perform(event) {
    const e = event as ShellScreenEvent
    await waitFor(() => expect(mounted.actor).not.toBeNull())
    const before = told.mock.calls.length
    act(() => mounted.actor!.send(e))
    if (e.type === 'policy.agreed') {
      expect(told.mock.calls.length - before, 'the session heard it').toBe(e.user ? 1 : 0)
      if (e.user) expect(told.mock.calls.at(-1)![0]).toEqual({ type: 'session.userChanged', changes: e.user })
    } else {
      expect(told.mock.calls.length - before, 'the session heard it').toBe(1)
      const sent = told.mock.calls.at(-1)![0] as { type: string; company: typeof company }
      expect(sent.type).toBe('session.companyChanged')
      expect(sent.company.flags).toEqual(e.flags.flags)
    }
  },
  expectState() {
    expect(screen.getByText('The page')).toBeInTheDocument()
    // The toolbar's bell is the popover child's; the Policy Agreement asks first (this input requires it).
    expect(screen.getByRole('button', { name: /notifications/i, hidden: true })).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: /policy/i })).toBeInTheDocument()
  },
}
