import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import { panel } from '../../ui/surfaces'
import type { getStartedMachine } from '../../../machines/home/get-started.machine'
import { CULTURE_TEXTS, NO_DATA } from '../../domain/dashboard'
import { GET_STARTED_TEXTS as T } from '../../domain/get-started'
import { RetryAlert } from '../../ui/ListParts'
import {
  selectCanStartTraining,
  selectCards,
  selectCulture,
  selectCultureTrend,
  selectError,
  selectFigures,
} from './selectors'
import { CultureGauge, CultureLevels } from './CultureGauge'
import { StatCards } from './StatCards'

export type Actor = ActorRefFrom<typeof getStartedMachine>

export function Dashboard({ actor }: { actor: Actor }) {
  const figures = useSelector(actor, selectFigures)
  const cards = useSelector(actor, selectCards)
  const culture = useSelector(actor, selectCulture)
  const trend = useSelector(actor, selectCultureTrend)
  const error = useSelector(actor, selectError)
  const canStartTraining = useSelector(actor, selectCanStartTraining)
  if (figures === 'loading')
    return (
      <p role="status" aria-busy="true" className={css({ color: 'text.muted' })}>
        Loading your statistics…
      </p>
    )
  if (figures === 'failed')
    return <RetryAlert message={error} label={T.retry} onRetry={() => actor.send({ type: 'retry' })} />
  return (
    <>
      {cards ? (
        <StatCards
          cards={cards}
          canStartTraining={canStartTraining}
          onStartTraining={() => actor.send({ type: 'training.start' })}
        />
      ) : null}
      <section aria-labelledby="culture-title" className={`${panel} ${css({ alignItems: 'flex-start' })}`}>
        <h2 id="culture-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          Company culture score
        </h2>
        {culture ? (
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', md: '260px 1fr' },
              gap: '6',
              w: 'full',
              alignItems: 'center',
            })}
          >
            <CultureGauge culture={culture} />
            <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
              <p aria-label="Culture score" className={css({ fontSize: '3xl', fontWeight: 'bold' })}>
                {culture.score}{' '}
                <span className={css({ fontSize: 'lg' })}>{CULTURE_TEXTS.level(culture.level)}</span>
              </p>
              {trend ? <p className={css({ fontWeight: 'medium' })}>{trend}</p> : null}
              <p className={css({ color: 'text.muted', fontSize: 'sm', maxW: '60ch' })}>
                {CULTURE_TEXTS.explanation} {CULTURE_TEXTS.scale}
              </p>
              <CultureLevels current={culture.levelIndex} />
            </div>
          </div>
        ) : (
          <>
            <p className={css({ color: 'text.muted', fontWeight: 'semibold' })}>{NO_DATA}</p>
            <p className={css({ color: 'text.muted', fontSize: 'sm' })}>{CULTURE_TEXTS.empty}</p>
          </>
        )}
      </section>
    </>
  )
}
