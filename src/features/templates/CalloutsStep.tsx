import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { templateBuilderMachine } from '../../../machines/templates/template-builder.machine'
import type { CalloutsDraft } from '../../domain/template'
import {
  toggledBodyCallouts,
  withCalloutAdded,
  withCalloutEdited,
  withCalloutRemoved,
} from '../../domain/template-callouts'
import { TEMPLATE_LIMITS } from '../../domain/template-payload'
import { Button } from '../../ui/Button'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import { stepForm } from './HeaderSteps'
import { selectBodyText, selectCalloutErrors, selectDraft } from './selectors'
import { AnchorPicker } from './AnchorPicker'
import { panel, Toggle } from './CalloutToggle'

/** Callouts: the header callout (order 0) and body callouts 1..3 whose anchors must match the body once. */
export function CalloutsStep({ actor }: { actor: ActorRefFrom<typeof templateBuilderMachine> }) {
  const { callouts } = useSelector(actor, selectDraft)
  const errors = useSelector(actor, selectCalloutErrors)
  const bodyText = useSelector(actor, selectBodyText)
  const change = (patch: Partial<CalloutsDraft>) =>
    actor.send({ type: 'callouts.change', callouts: { ...callouts, ...patch } })
  return (
    <div className={stepForm}>
      <section className={panel()}>
        <Toggle
          label="Header callout"
          checked={callouts.headerOn}
          onChange={(on) => change({ headerOn: on, headerText: on ? callouts.headerText : '' })}
        />
        {callouts.headerOn ? (
          <TextField
            label="Callout Text"
            name="headerCallout"
            value={callouts.headerText}
            maxLength={TEMPLATE_LIMITS.description}
            error={errors.header}
            onChange={(event) => change({ headerText: event.target.value })}
          />
        ) : null}
      </section>
      <section className={panel({ roomy: true })}>
        <Toggle
          label="Body callouts"
          checked={callouts.bodyOn}
          onChange={(on) => change({ bodyOn: on, body: toggledBodyCallouts(on) })}
        />
        {callouts.bodyOn
          ? callouts.body.map((callout, index) => (
              <fieldset
                key={callout.orderNumber}
                className={css({
                  display: 'grid',
                  gap: '1',
                  borderTopWidth: index ? '1px' : '0',
                  pt: index ? '3' : '0',
                })}
              >
                <legend
                  className={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '2',
                    fontWeight: 'medium',
                    w: 'full',
                  })}
                >
                  <span
                    aria-hidden="true"
                    className={css({
                      w: '5',
                      h: '5',
                      borderRadius: 'full',
                      bg: 'amber.700',
                      color: 'white',
                      fontSize: 'xs',
                      display: 'grid',
                      placeItems: 'center',
                    })}
                  >
                    {callout.orderNumber}
                  </span>
                  Callout #{callout.orderNumber}
                  {errors.canRemove ? (
                    <Button
                      variant="link"
                      size="sm"
                      className={css({ ml: 'auto' })}
                      aria-label={`Remove callout #${callout.orderNumber}`}
                      onClick={() => change({ body: withCalloutRemoved(callouts.body, index) })}
                    >
                      Remove
                    </Button>
                  ) : null}
                </legend>
                <TextField
                  label="Anchor Text"
                  name={`anchor-${callout.orderNumber}`}
                  value={callout.anchorText}
                  hint="Text from the body to highlight, exactly as written, or picked from the message below."
                  error={errors.body[index]?.anchorText}
                  onChange={(event) =>
                    change({
                      body: withCalloutEdited(callouts.body, index, { anchorText: event.target.value }),
                    })
                  }
                />
                <TextAreaField
                  label="Callout Text"
                  id={`callout-text-${callout.orderNumber}`}
                  value={callout.description}
                  maxLength={TEMPLATE_LIMITS.description}
                  error={errors.body[index]?.description}
                  onChange={(event) =>
                    change({
                      body: withCalloutEdited(callouts.body, index, { description: event.target.value }),
                    })
                  }
                />
              </fieldset>
            ))
          : null}
        {callouts.bodyOn ? (
          <AnchorPicker
            text={bodyText}
            numbers={callouts.body.map((callout) => callout.orderNumber)}
            onPick={(orderNumber, anchorText) => {
              const index = callouts.body.findIndex((callout) => callout.orderNumber === orderNumber)
              change({ body: withCalloutEdited(callouts.body, index, { anchorText }) })
            }}
          />
        ) : null}
        {callouts.bodyOn && errors.canAdd ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => change({ body: withCalloutAdded(callouts.body) })}
          >
            Add Callout
          </Button>
        ) : null}
      </section>
    </div>
  )
}
