import { css } from '../../styled-system/css'
import { Button } from './Button'

export interface WizardFinish {
  label: string
  busyLabel: string
  enabled: boolean
  busy: boolean
  onPress: () => void
}

/**
 * A wizard's footer, one for every wizard (issue 64): Back from the second step on, then Next — with the reason it
 * cannot be pressed, which comes from the rule the machine's guard uses — or the last step's own action.
 */
export function WizardFooter({
  step,
  steps,
  next,
  onBack,
  onNext,
  finish,
  spansPage = false,
}: {
  step: number
  steps: number
  next: { enabled: boolean; hint: string | null }
  onBack: () => void
  onNext: () => void
  finish: WizardFinish
  /** The footer runs under the floating Rate and Help buttons at the page's bottom right and keeps clear of them. */
  spansPage?: boolean
}) {
  const last = step >= steps - 1
  return (
    <footer
      role="group"
      aria-label="Wizard steps"
      className={css({
        position: 'sticky',
        bottom: '0',
        display: 'flex',
        gap: '3',
        alignItems: 'center',
        justifyContent: { base: 'flex-start', md: 'flex-end' },
        bg: 'surface.card',
        borderTopWidth: '1px',
        borderColor: 'border',
        pl: spansPage ? { base: '4', md: '6' } : '0',
        pr: spansPage ? { base: '4', md: '360px' } : '0',
        py: '3',
        zIndex: 'sticky',
      })}
    >
      {next.hint && !last ? (
        <span
          id="next-hint"
          role="tooltip"
          className={css({ fontSize: 'sm', color: 'text.muted', mr: 'auto' })}
        >
          {next.hint}
        </span>
      ) : null}
      {step > 0 ? (
        <Button variant="outline" disabled={finish.busy} onClick={onBack}>
          Back
        </Button>
      ) : null}
      {!last ? (
        <span title={next.hint ?? undefined}>
          <Button
            disabled={!next.enabled}
            aria-describedby={next.hint ? 'next-hint' : undefined}
            onClick={onNext}
          >
            Next
          </Button>
        </span>
      ) : (
        <Button disabled={!finish.enabled} aria-busy={finish.busy} onClick={finish.onPress}>
          {finish.busy ? finish.busyLabel : finish.label}
        </Button>
      )}
    </footer>
  )
}
