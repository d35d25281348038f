import { act, render, screen, waitFor, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import type {
  notificationPopoverMachine,
  NotificationPopoverEvent,
} from '../../../../machines/notifications/notification-popover.machine'
import { type NotificationPopoverContext } from '../../../../machines/notifications/notification-popover.machine'
import { NOTIFICATION_TEXTS as T, unseenCount } from '../../../../src/domain/notifications'
import { NotificationPopover } from '../../../../src/features/notifications/NotificationPopover'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindNotificationPopover } from '../../../../src/app/flows/notifications/notification-popover'

// The 2 s countdown runs on a simulated clock: the path's `xstate.after.*` step is the moment it fires.
const mounted: { actor: ActorRefFrom<typeof notificationPopoverMachine> | null } = { actor: null }

function Harness({ logic }: { logic: typeof notificationPopoverMachine }) {
  const actor = useActorRef(logic, { clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  return <NotificationPopover actor={actor} />
}

const popover = () => screen.getByRole('dialog', { name: T.title })

/** Another page's modal dialog (a drawer, a confirmation): the watcher the binding provides must see it. */
const PAGE_DIALOG = 'page-modal-dialog'
function setPageDialog(open: boolean) {
  document.getElementById(PAGE_DIALOG)?.remove()
  if (!open) return
  const dialog = document.createElement('div')
  dialog.id = PAGE_DIALOG
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  dialog.setAttribute('data-state', 'open')
  document.body.append(dialog)
}

export const notificationPopoverView: ViewAdapter<NotificationPopoverEvent> = {
  machineId: 'notificationPopover',
  mount() {
    setPageDialog(false)
    const scripted = createScriptedActors(['loadFeed', 'markViewed', 'markShown'])
    // The dialog watcher stays the binding's own (watchModalDialogs): the path opens and closes a real dialog.
    render(
      <Harness logic={bindNotificationPopover(scriptedDeps().deps).provide({ actors: scripted.logics })} />,
    )
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => mounted.actor!.send(event as never))
    const context = mounted.actor!.getSnapshot().context
    switch (event.type) {
      case 'bell.toggle':
        return void (await user.click(screen.getByRole('button', { name: /^Notifications/ })))
      case 'popover.close':
        return void (await user.click(within(popover()).getByRole('button', { name: T.close })))
      case 'notification.open': {
        const { notificationId } = event
        const item = context.feed!.notifications.find((n) => n.notificationId === notificationId)!
        return void (await user.click(
          within(popover()).getByRole('button', { name: new RegExp(item.title) }),
        ))
      }
      case 'notification.back':
        return void (await user.click(within(popover()).getByRole('button', { name: `← ${T.back}` })))
      case 'retry':
        return void (await user.click(within(popover()).getByRole('button', { name: T.retry })))
      case 'dialog.change': {
        // From outside this view: another part of the page opens or closes its modal dialog.
        setPageDialog(event.open)
        // The watcher hears it on the next mutation callback.
        return void (await waitFor(() =>
          expect(mounted.actor!.getSnapshot().context.dialogOpen).toBe(event.open),
        ))
      }
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as NotificationPopoverContext
    const unseen = context.feed ? unseenCount(context.feed) : 0
    expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
      unseen > 0 ? `Notifications, ${unseen} unseen` : 'Notifications',
    )
    if (!snapshot.matches({ popover: 'open' })) {
      expect(screen.queryByRole('dialog', { name: T.title })).toBeNull()
      return
    }
    const body = within(popover())
    if (snapshot.matches({ feed: 'loading' })) return void expect(body.getByRole('status')).toBeTruthy()
    if (snapshot.matches({ feed: 'failed' }))
      return void expect(body.getByRole('alert')).toHaveTextContent(context.error!)
    const feed = context.feed!
    if (snapshot.matches({ popover: { open: 'detail' } })) {
      const item = feed.notifications.find((n) => n.notificationId === context.selectedId)!
      expect(body.getByRole('article', { name: item.title })).toHaveTextContent(item.description)
      return
    }
    if (feed.notifications.length === 0 && feed.suspendedCampaigns.length === 0)
      return void expect(body.getByText(T.empty)).toBeTruthy()
    expect(body.queryAllByRole('region', { name: T.suspendedTitle })).toHaveLength(
      feed.suspendedCampaigns.length,
    )
    const titles = body.queryAllByRole('button', { name: /./ }).map((b) => b.textContent)
    expect(titles.filter((t) => t !== '✕')).toHaveLength(feed.notifications.length)
  },
}
