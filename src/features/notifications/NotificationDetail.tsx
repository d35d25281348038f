import { Link } from 'wouter'
import { css } from '../../../styled-system/css'
import {
  NOTIFICATION_TEXTS as T,
  type NotificationItem,
  type NotificationLink,
} from '../../domain/notifications'
import { Button } from '../../ui/Button'
import { SafeImage } from '../../ui/SafeImage'

const action = css({
  alignSelf: 'flex-start',
  px: '4',
  py: '2',
  borderRadius: 'md',
  bg: 'brand',
  color: 'white',
  fontSize: 'sm',
  fontWeight: 'semibold',
})

/** One notification opened in the popover: image, head, title, description and its button. */
export function NotificationDetail({
  item,
  onBack,
  onLeave,
}: {
  item: NotificationItem & { link: NotificationLink }
  onBack: () => void
  onLeave: () => void
}) {
  const label = item.buttonName ?? 'Open'
  return (
    <article aria-label={item.title} className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
      <Button variant="link" onClick={onBack} className={css({ alignSelf: 'flex-start', px: '0' })}>
        ← {T.back}
      </Button>
      <SafeImage
        src={item.image}
        alt=""
        className={css({ w: 'full', maxH: '40', objectFit: 'cover', borderRadius: 'md' })}
      />
      <p
        className={css({
          fontSize: 'xs',
          fontWeight: 'bold',
          color: 'text.muted',
          textTransform: 'uppercase',
        })}
      >
        {item.head}
      </p>
      <h3 className={css({ fontWeight: 'bold' })}>{item.title}</h3>
      <p className={css({ fontSize: 'sm' })}>{item.description}</p>
      {item.link?.kind === 'internal' ? (
        <Link href={item.link.path} className={action} onClick={onLeave}>
          {label}
        </Link>
      ) : item.link?.kind === 'external' ? (
        <a href={item.link.href} target="_blank" rel="noopener noreferrer" className={action}>
          {label}
        </a>
      ) : null}
    </article>
  )
}
