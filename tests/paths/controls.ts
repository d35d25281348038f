import { expect } from 'vitest'

/**
 * The control a path step presses. The runner performs only events the state takes, so the control must be on
 * screen and enabled: a missing or disabled one is the view refusing what the flow allows, and fails the path.
 */
export function enabledControl<T extends Element>(control: T | null | undefined, what: string): T {
  expect(control, `${what} is on screen`).toBeTruthy()
  expect((control as Element as HTMLButtonElement).disabled === true, `${what} is enabled`).toBe(false)
  expect(control!.getAttribute('aria-disabled'), `${what} is enabled`).not.toBe('true')
  return control!
}
