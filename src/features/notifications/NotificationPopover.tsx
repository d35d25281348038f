import { Popover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { css } from '../../../styled-system/css'
import { NOTIFICATION_TEXTS as T } from '../../domain/notifications'
import { Icon } from '../../ui/Icon'
import { RetryAlert } from '../../ui/ListParts'
import { NotificationDetail } from './NotificationDetail'
import {
  selectDetail,
  selectFeedError,
  selectFeedStatus,
  selectOpenedByUser,
  selectPopoverOpen,
  selectUnseenCount,
} from './selectors'

import type { PopoverActor } from './NotificationList'
import { NotificationList } from './NotificationList'
function PopoverBody({ actor }: { actor: PopoverActor }) {
  const status = useSelector(actor, selectFeedStatus)
  const error = useSelector(actor, selectFeedError)
  const detail = useSelector(actor, selectDetail)
  if (status === 'loading') return <p role="status">Loading notifications…</p>
  if (status === 'failed')
    return <RetryAlert message={error} label={T.retry} onRetry={() => actor.send({ type: 'retry' })} />
  if (detail)
    return (
      <NotificationDetail
        item={detail}
        onBack={() => actor.send({ type: 'notification.back' })}
        onLeave={() => actor.send({ type: 'popover.close' })}
      />
    )
  return <NotificationList actor={actor} />
}

/** The toolbar's bell with its unseen count, and the popover it opens (or that opens by itself). */
export function NotificationPopover({ actor }: { actor: PopoverActor }) {
  const open = useSelector(actor, selectPopoverOpen)
  const unseen = useSelector(actor, selectUnseenCount)
  const openedByUser = useSelector(actor, selectOpenedByUser)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  // A click elsewhere closes the popover in the same event (capture phase), before what was clicked opens.
  // Ark's own outside detection comes a moment later, and zag then dismisses any menu opened meanwhile as a
  // layer nested above the popover: the user's first click on, say, the user menu would be lost.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null
      if (target && !contentRef.current?.contains(target) && !triggerRef.current?.contains(target))
        actor.send({ type: 'popover.close' })
    }
    document.addEventListener('pointerdown', onPointerDown, true)
    return () => document.removeEventListener('pointerdown', onPointerDown, true)
  }, [open, actor])
  return (
    <Popover.Root
      open={open}
      closeOnInteractOutside={false}
      autoFocus={openedByUser}
      // Closing by a click elsewhere must leave the focus there (a menu opened by that click stays open).
      restoreFocus={false}
      onOpenChange={(details) => actor.send({ type: details.open ? 'bell.toggle' : 'popover.close' })}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger
        ref={triggerRef}
        aria-label={unseen > 0 ? `Notifications, ${unseen} unseen` : 'Notifications'}
        className={css({
          position: 'relative',
          p: '2',
          borderRadius: 'md',
          cursor: 'pointer',
          _hover: { bg: 'surface.sunken' },
        })}
      >
        <Icon name="bell" />
        {unseen > 0 ? (
          <span
            aria-hidden
            className={css({
              position: 'absolute',
              top: '0',
              right: '0',
              minW: '4.5',
              h: '4.5',
              px: '1',
              borderRadius: 'full',
              bg: 'danger',
              color: 'white',
              fontSize: '2xs',
              fontWeight: 'bold',
              display: 'grid',
              placeItems: 'center',
            })}
          >
            {unseen}
          </span>
        ) : null}
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            ref={contentRef}
            aria-label={T.title}
            className={css({
              w: 'min(380px, calc(100vw - 24px))',
              maxH: '70vh',
              overflowY: 'auto',
              bg: 'surface.card',
              borderRadius: 'lg',
              borderWidth: '1px',
              borderColor: 'border',
              boxShadow: 'lg',
              p: '4',
              display: 'flex',
              flexDir: 'column',
              gap: '3',
              zIndex: 'dropdown', // a toolbar dropdown: under any dialog the page opens
            })}
          >
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })}>
              <Popover.Title className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{T.title}</Popover.Title>
              <Popover.CloseTrigger
                aria-label={T.close}
                className={css({
                  p: '1',
                  borderRadius: 'md',
                  cursor: 'pointer',
                  _hover: { bg: 'surface.sunken' },
                })}
              >
                ✕
              </Popover.CloseTrigger>
            </div>
            <PopoverBody actor={actor} />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
