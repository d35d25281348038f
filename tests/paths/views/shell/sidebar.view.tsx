import { render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import { expect, vi } from 'vitest'
import { type sidebarMachine, type SidebarInput } from '../../../../machines/shell/sidebar.machine'
import { SessionActor } from '../../../../src/features/session/session-context'
import { Sidebar } from '../../../../src/features/shell/Sidebar'
import { SidebarActor } from '../../../../src/features/shell/sidebar-context'
import { Toolbar } from '../../../../src/features/shell/Toolbar'
import { bindFeedbackSurvey } from '../../../../src/app/flows/survey/feedback-survey'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindNotificationPopover } from '../../../../src/app/flows/notifications/notification-popover'
import { bindSession } from '../../../../src/app/flows/session/session'
import { sidebarLogic } from '../../../../src/app/flows/shell/sidebar'

// Toggles and navigation are clicks; a viewport crossing the large breakpoint is the window's doing,
// so the harness sends those two events to the actor the way the shell's media query does.
let sidebar: ActorRefFrom<typeof sidebarMachine> | null = null

function Capture() {
  const actor = SidebarActor.useActorRef()
  useEffect(() => {
    sidebar = actor
  }, [actor])
  return null
}

/** The toolbar's bell and survey prompt with answers that never arrive: this view is about the sidebar. */
function ToolbarWithBell() {
  const notifications = useActorRef(
    bindNotificationPopover(scriptedDeps().deps).provide({
      actors: createScriptedActors(['loadFeed', 'markViewed', 'markShown']).logics,
    }),
  )
  const survey = useActorRef(
    bindFeedbackSurvey(scriptedDeps().deps).provide({
      actors: createScriptedActors(['loadSurveys', 'sendResponse']).logics,
    }),
  )
  return (
    <Toolbar title="Get started" notifications={notifications} survey={survey} onHelp={() => undefined} />
  )
}

const signedOutSession = bindSession(scriptedDeps().deps).provide({
  actors: { restoreSession: createScriptedActors(['restoreSession']).logics.restoreSession! },
})

export const sidebarView: ViewAdapter = {
  machineId: 'sidebar',
  mount(input) {
    const rememberFolded = vi.fn()
    render(
      <SessionActor.Provider logic={signedOutSession}>
        <SidebarActor.Provider
          logic={sidebarLogic.provide({ actions: { rememberFolded: (_, folded) => rememberFolded(folded) } })}
          options={{ input: input as SidebarInput }}
        >
          <Capture />
          <Sidebar onPlanItem={() => false} />
          <ToolbarWithBell />
        </SidebarActor.Provider>
      </SessionActor.Provider>,
    )
    return { scripted: createScriptedActors([]), spies: { rememberFolded } }
  },
  async perform(event, user) {
    const drawer = sidebar?.getSnapshot().matches('drawer')
    switch (event.type) {
      case 'viewport.narrow':
      case 'viewport.wide':
        sidebar?.send(event as never)
        return
      case 'sidebar.toggle':
        if (!drawer) return user.click(screen.getByRole('button', { name: /^(Fold|Open) sidebar$/ }))
        if (sidebar?.getSnapshot().matches({ drawer: 'opened' }))
          return void sidebar.send({ type: 'sidebar.toggle' })
        return user.click(screen.getByRole('button', { name: 'Open navigation' }))
      case 'drawer.close':
        if (sidebar?.getSnapshot().matches({ drawer: 'opened' }))
          return user.click(screen.getByRole('button', { name: 'Close navigation' }))
        return void sidebar?.send({ type: 'drawer.close' })
      case 'sidebar.intent':
      case 'sidebar.navigated':
        // With no signed-in session there are no links to point at or click, so the event stands for one.
        return void sidebar?.send(event as never)
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const aside = screen.queryByRole('complementary', { name: 'Sidebar' })
    if (snapshot.matches({ docked: 'open' })) expect(aside).toHaveStyle({ width: '248px' })
    else if (snapshot.matches({ docked: 'folded' })) expect(aside).toHaveStyle({ width: '88px' })
    else if (snapshot.matches({ drawer: 'closed' })) {
      expect(aside).toBeNull()
      expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument()
    } else if (snapshot.matches({ drawer: 'opened' }))
      expect(screen.getByRole('button', { name: 'Close navigation' })).toBeInTheDocument()
  },
}
