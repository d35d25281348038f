import { create } from 'superstruct'
import { fromPromise } from 'xstate'
import { newVersionMachine } from '../../../../machines/shell/new-version.machine'
import { BuildTimestamp, buildTimestampUrl } from '../../../domain/new-version'

/** The running build against the published one (a static file, not the gateway); RELAUNCH reloads. */
export const newVersionLogic = newVersionMachine.provide({
  actors: {
    readPublished: fromPromise(async () => {
      const response = await fetch(buildTimestampUrl(Date.now()), { cache: 'no-store' })
      if (!response.ok) throw new Error(`build timestamp: ${response.status}`)
      return create(await response.json(), BuildTimestamp).timestamp
    }),
  },
  actions: { reload: () => window.location.reload() },
})
