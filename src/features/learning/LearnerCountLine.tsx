import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import { Button } from '../../ui/Button'
import {
  selectLearnerCountFailed,
  selectLearnerCountText,
  type LearnerCountActor,
} from './learner-count-selectors'

const line = css({
  display: 'flex',
  gap: '2',
  alignItems: 'center',
  flexWrap: 'wrap',
  fontSize: 'sm',
  color: 'text.muted',
  minH: '6',
})

/** How many learners the training form's audience reaches, said as it is counted. */
export function LearnerCountLine({ count }: { count: LearnerCountActor }) {
  const text = useSelector(count, selectLearnerCountText)
  const failed = useSelector(count, selectLearnerCountFailed)
  return (
    <div className={line}>
      <p aria-live="polite">{text}</p>
      {failed ? (
        <Button size="sm" variant="outline" onClick={() => count.send({ type: 'count.retry' })}>
          Try again
        </Button>
      ) : null}
    </div>
  )
}
