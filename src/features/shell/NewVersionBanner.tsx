import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { newVersionMachine } from '../../../machines/shell/new-version.machine'
import { NEW_VERSION_TEXTS as T } from '../../domain/new-version'
import { Button } from '../../ui/Button'
import { selectNewVersionAvailable } from './selectors'

/** "New version is available!" with RELAUNCH, once a newer build is published. */
export function NewVersionBanner({ actor }: { actor: ActorRefFrom<typeof newVersionMachine> }) {
  const available = useSelector(actor, selectNewVersionAvailable)
  if (!available) return null
  return (
    <div
      role="status"
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '3',
        px: '4',
        py: '2',
        fontSize: 'sm',
        bg: 'surface.inverse',
        color: 'text.inverse',
      })}
    >
      <span>{T.banner}</span>
      <Button size="sm" onClick={() => actor.send({ type: 'relaunch' })}>
        {T.relaunch}
      </Button>
    </div>
  )
}
