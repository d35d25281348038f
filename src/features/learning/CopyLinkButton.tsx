import { useActorRef, useSelector } from '@xstate/react'
import type { ActorOptions, SnapshotFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { copyButtonMachine } from '../../../machines/learning/copy-button.machine'
import { COPY_TEXTS, type CopyStep } from '../../domain/copy-text'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'

const stepOf = (s: SnapshotFrom<typeof copyButtonMachine>): CopyStep =>
  (['copying', 'copied', 'copyFailed'] as const).find((step) => s.matches(step)) ?? 'idle'

/** Copy link, its "Copied" for 2 s, and the browser's refusal in words (machines/copy-button.machine.ts). */
export function CopyLinkButton({
  text,
  logic,
  clock,
}: {
  text: string
  /** The copy button's logic with its clipboard (the app's, or a test's). */
  logic: typeof copyButtonMachine
  /** A simulated clock for the 2 s of "Copied" (the generated paths). */
  clock?: ActorOptions<typeof copyButtonMachine>['clock']
}) {
  const actor = useActorRef(logic, { input: { text }, ...(clock ? { clock } : {}) })
  const step = useSelector(actor, stepOf)
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={step === 'copying'}
        onClick={() => actor.send({ type: 'copy' })}
      >
        Copy link
      </Button>
      <span
        role="status"
        className={css({ fontSize: 'sm', color: 'success', minW: '12', alignSelf: 'center' })}
      >
        {step === 'copied' ? COPY_TEXTS.copied : ''}
      </span>
      {step === 'copyFailed' ? (
        <div className={css({ flexBasis: 'full' })}>
          <Alert tone="danger">{COPY_TEXTS.failed}</Alert>
        </div>
      ) : null}
    </>
  )
}
