import { Link, useLocation } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import type { notificationPopoverMachine } from '../../../machines/notifications/notification-popover.machine'
import { NotificationPopover } from '../notifications/NotificationPopover'
import { SurveyPrompt } from '../survey/FeedbackSurvey'
import { toolbarEntry } from './toolbar-entry'
import type { SurveyActor } from '../survey/SurveyStars'
import { css } from '../../../styled-system/css'
import { flowsOfPageHref } from '../../domain/shell/flows-link'
import { trialButtonLabel } from '../../domain/shell/trial-button'
import { Icon } from '../../ui/Icon'
import { useSessionFacts } from './session-facts'
import { SidebarActor } from './sidebar-context'
import { selectIsDrawer } from './selectors'
import { UserMenu } from './UserMenu'

export function Toolbar({
  title,
  notifications,
  survey,
  onHelp,
}: {
  title: string
  notifications: ActorRefFrom<typeof notificationPopoverMachine>
  survey: SurveyActor
  /** Opens the Contact Support drawer (000 §2 Help): an entry in the toolbar, where it covers nothing. */
  onHelp: () => void
}) {
  const sidebar = SidebarActor.useActorRef()
  const drawer = SidebarActor.useSelector(selectIsDrawer)
  const { company, user } = useSessionFacts()
  const [path] = useLocation()
  const trial = company ? trialButtonLabel(company) : null
  const flows = flowsOfPageHref(user?.role, path)
  return (
    <header
      className={css({
        h: '16',
        px: { base: '3', md: '6' },
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        bg: 'surface.card',
        borderBottomWidth: '1px',
        borderColor: 'border',
        position: 'sticky',
        top: '0',
        zIndex: 10,
      })}
    >
      {drawer ? (
        <button
          type="button"
          aria-label="Open navigation"
          onClick={() => sidebar.send({ type: 'sidebar.toggle' })}
          className={css({ cursor: 'pointer', p: '1' })}
        >
          <Icon name="menu" />
        </button>
      ) : null}
      <p className={css({ fontWeight: 'semibold', fontSize: 'lg', truncate: true })}>{title}</p>
      <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: '2' })}>
        {trial ? (
          <Link
            href="/licensing?modal=trial"
            className={css(toolbarEntry, {
              bg: 'warning.subtle',
              color: 'text',
              fontSize: 'xs',
              fontWeight: 'bold',
              borderWidth: '1px',
              borderColor: 'warning',
            })}
          >
            {trial}
          </Link>
        ) : null}
        {flows ? (
          <Link
            href={flows}
            className={css({ fontSize: 'xs', color: 'brand', fontWeight: 'semibold', whiteSpace: 'nowrap' })}
          >
            Flows of this page
          </Link>
        ) : null}
        <SurveyPrompt actor={survey} />
        <button
          type="button"
          aria-label="Help"
          title="Help"
          onClick={onHelp}
          className={css({
            w: '8',
            h: '8',
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 'full',
            borderWidth: '1px',
            borderColor: 'border',
            color: 'brand',
            fontWeight: 'bold',
            cursor: 'pointer',
            _hover: { bg: 'brand.subtle' },
          })}
        >
          ?
        </button>
        <NotificationPopover actor={notifications} />
        <UserMenu />
      </div>
    </header>
  )
}
