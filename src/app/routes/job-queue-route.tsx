import { useActorRef } from '@xstate/react'
import JobQueuePage from '../../features/support/JobQueuePage'
import { useBoundFlow } from '../browser-deps'
import { bindJobQueue } from '../flows/support/job-queue'
import { inspect } from '../inspector'

/** /platform/jobs: the gateway's background job queue, for platform staff. */
export default function JobQueueRoute() {
  const actor = useActorRef(useBoundFlow(bindJobQueue), inspect ? { inspect } : {})
  return <JobQueuePage actor={actor} />
}
