import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import { field } from '../../../styled-system/recipes'
import { SURVEY_MESSAGE_MAX, SURVEY_TEXTS as T } from '../../domain/survey'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Drawer } from '../../ui/Drawer'
import { toolbarEntry } from '../shell/toolbar-entry'
import {
  selectSurveyBusy,
  selectSurveyCanSend,
  selectSurveyError,
  selectSurveyMessage,
  selectSurveyMessageError,
  selectSurveyName,
  selectSurveyOpen,
  selectSurveyThanks,
  selectSurveyWaiting,
} from './selectors'

import { Stars, type SurveyActor } from './SurveyStars'
function SurveyForm({ actor }: { actor: SurveyActor }) {
  const name = useSelector(actor, selectSurveyName)
  const message = useSelector(actor, selectSurveyMessage)
  const messageError = useSelector(actor, selectSurveyMessageError)
  const error = useSelector(actor, selectSurveyError)
  const classes = field()
  return (
    <form
      id="survey-form"
      aria-label={T.title}
      noValidate
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'survey.submit' })
      }}
    >
      <p className={css({ fontWeight: 'semibold' })}>{name}</p>
      <Stars actor={actor} />
      <div className={classes.root}>
        <label htmlFor="survey-message" className={classes.label}>
          {T.message}
        </label>
        <textarea
          id="survey-message"
          className={`${classes.input} ${css({ minH: '28', py: '2' })}`}
          value={message}
          aria-invalid={messageError ? true : undefined}
          onChange={(event) => actor.send({ type: 'message.change', value: event.target.value })}
        />
        <p className={messageError ? classes.error : classes.hint}>
          {messageError ?? `${message.length} / ${SURVEY_MESSAGE_MAX}`}
        </p>
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </form>
  )
}

/**
 * The survey prompt, in the toolbar while a survey waits: a floating pill covered table cells, a wizard's Next
 * and report headers on nearly every page (issue 61).
 */
export function SurveyPrompt({ actor }: { actor: SurveyActor }) {
  const waiting = useSelector(actor, selectSurveyWaiting)
  if (!waiting) return null
  return (
    <button
      type="button"
      onClick={() => actor.send({ type: 'survey.open' })}
      className={css(toolbarEntry, {
        gap: '1',
        color: 'brand',
        fontSize: 'sm',
        fontWeight: 'semibold',
        whiteSpace: 'nowrap',
        cursor: 'pointer',
        _hover: { bg: 'surface.sunken' },
      })}
    >
      ★ {T.open}
    </button>
  )
}

/** The survey's 480-wide drawer. */
export function FeedbackSurvey({ actor }: { actor: SurveyActor }) {
  const open = useSelector(actor, selectSurveyOpen)
  const thanks = useSelector(actor, selectSurveyThanks)
  const busy = useSelector(actor, selectSurveyBusy)
  const canSend = useSelector(actor, selectSurveyCanSend)
  return (
    <>
      <Drawer
        open={open}
        title={T.title}
        width="480px"
        onClose={() => actor.send({ type: 'survey.close' })}
        footer={
          thanks ? null : (
            <Button type="submit" form="survey-form" fullWidth disabled={!canSend} aria-busy={busy}>
              {busy ? 'Sending…' : T.send}
            </Button>
          )
        }
      >
        {thanks ? (
          <p
            role="status"
            className={css({ textAlign: 'center', fontSize: 'xl', fontWeight: 'bold', py: '16' })}
          >
            {T.thanks}
          </p>
        ) : (
          <SurveyForm actor={actor} />
        )}
      </Drawer>
    </>
  )
}
