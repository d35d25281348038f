import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import userEvent from '@testing-library/user-event'

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

/**
 * Opens an Ark menu from its trigger and waits until the menu holds focus, so that the keys a path presses next
 * reach it (zag moves focus into the menu a frame after it opens; the runner's user-event does not pause between
 * actions, so without this the keys land on the trigger). Returns the menu.
 */
export async function openMenuForKeys(
  trigger: HTMLElement,
  user: { click(element: Element): Promise<void> },
): Promise<HTMLElement> {
  await user.click(trigger)
  return waitFor(() => {
    expect(trigger).toHaveAttribute('data-state', 'open')
    const menu = screen.getByRole('menu')
    expect(menu.contains(document.activeElement), 'the menu holds focus').toBe(true)
    return menu
  })
}

/**
 * Keys pressed in an open menu, one at a time as a person's are: zag settles the highlighted item after each arrow,
 * and an Enter that arrives before it selects nothing. A loaded CI machine stretched that past the next key once
 * (a Delete that never opened its dialog), so each arrow waits for the highlight to move, and Enter for one.
 */
export async function pressInMenu(keys: string): Promise<void> {
  const keyboard = userEvent.setup({ delay: 0 })
  for (const key of keys.match(/\{[^}]+\}/g) ?? []) {
    const before = highlightedItem()
    if (key !== '{Enter}') await keyboard.keyboard(key)
    await waitFor(() => {
      const now = highlightedItem()
      expect(now, `an item highlighted for ${key}`).not.toBeNull()
      if (key !== '{Enter}') expect(now, `the highlight moved on ${key}`).not.toBe(before)
    })
    if (key === '{Enter}') await keyboard.keyboard(key)
  }
}

const highlightedItem = () =>
  screen.queryByRole('menu')?.querySelector('[role="menuitem"][data-highlighted]') ?? null
