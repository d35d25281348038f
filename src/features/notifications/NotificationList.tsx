import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { notificationPopoverMachine } from '../../../machines/notifications/notification-popover.machine'
import { NOTIFICATION_TEXTS as T } from '../../domain/notifications'
import { SafeImage } from '../../ui/SafeImage'
import { selectNotifications, selectSuspendedCampaigns } from './selectors'

export type PopoverActor = ActorRefFrom<typeof notificationPopoverMachine>

export const cardButton = css({
  w: 'full',
  textAlign: 'left',
  display: 'flex',
  flexDir: 'column',
  gap: '0.5',
  p: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border',
  cursor: 'pointer',
  _hover: { bg: 'surface.sunken' },
})

export function NotificationList({ actor }: { actor: PopoverActor }) {
  const items = useSelector(actor, selectNotifications)
  const suspended = useSelector(actor, selectSuspendedCampaigns)
  const close = () => actor.send({ type: 'popover.close' })
  if (items.length === 0 && suspended.length === 0)
    return <p className={css({ fontSize: 'sm' })}>{T.empty}</p>
  return (
    <ul aria-label="Notification list" className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
      {suspended.map((campaign) => (
        <li key={campaign.course_id}>
          <section
            aria-label={T.suspendedTitle}
            className={css({
              display: 'flex',
              gap: '3',
              p: '3',
              borderRadius: 'md',
              bg: 'warning.subtle',
              borderWidth: '1px',
              borderColor: 'warning',
            })}
          >
            <SafeImage
              src={campaign.course_image}
              alt=""
              className={css({ w: '14', h: '14', objectFit: 'cover', borderRadius: 'md', flexShrink: 0 })}
            />
            <div className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
              <h3 className={css({ fontWeight: 'bold', fontSize: 'sm' })}>{T.suspendedTitle}</h3>
              <p className={css({ fontSize: 'sm' })}>{T.suspendedText(campaign.course_name)}</p>
              <Link
                href="/licensing?modal=upgrade"
                onClick={close}
                className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'brand' })}
              >
                {T.upgrade}
              </Link>
            </div>
          </section>
        </li>
      ))}
      {items.map((item) => (
        <li key={item.notificationId}>
          <button
            type="button"
            className={cardButton}
            onClick={() => actor.send({ type: 'notification.open', notificationId: item.notificationId })}
          >
            <span
              className={css({
                display: 'flex',
                gap: '2',
                alignItems: 'center',
                fontSize: 'xs',
                fontWeight: 'bold',
                color: 'text.muted',
                textTransform: 'uppercase',
              })}
            >
              {item.head}
              {item.isPinned ? (
                <span
                  className={css({
                    px: '1.5',
                    borderRadius: 'sm',
                    bg: 'brand.subtle',
                    color: 'brand',
                    fontSize: '2xs',
                  })}
                >
                  Pinned
                </span>
              ) : null}
              {!item.isPinned && !item.isViewed ? (
                <span
                  aria-label="Unread"
                  className={css({ w: '2', h: '2', borderRadius: 'full', bg: 'brand' })}
                />
              ) : null}
            </span>
            <span className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{item.title}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
