import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { learnerCountMachine } from '../../../machines/learning/learner-count.machine'
import { learnerCountText } from '../../domain/training-campaign'

export type LearnerCountActor = ActorRefFrom<typeof learnerCountMachine>
type Count = SnapshotFrom<typeof learnerCountMachine>

export const LEARNER_COUNT_TEXTS = {
  counting: 'Counting learners…',
  failed: 'The learners could not be counted.',
} as const

/** Who the training reaches, in words; nothing while no audience is chosen. */
export const selectLearnerCountText = (s: Count) => {
  if (s.matches('counting')) return LEARNER_COUNT_TEXTS.counting
  if (s.matches('failed')) return `${LEARNER_COUNT_TEXTS.failed} ${s.context.failure ?? ''}`.trim()
  if (s.matches('counted') && s.context.count !== null) return learnerCountText(s.context.count)
  return ''
}
export const selectLearnerCountFailed = (s: Count) => s.matches('failed')
