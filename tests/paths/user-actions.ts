import { screen, within, type BoundFunctions, type queries } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'
import type { ByRoleMatcher } from '@testing-library/react'
import type { Scope, Sight, UserAction } from '../../machines/flow-ui'

// A flow's declared user actions and sights, performed and checked on its view in jsdom: the same data the
// visualizer writes as a browser test, so every generated path proves it against the real view.

function scopeOf(scope: Scope | undefined): BoundFunctions<typeof queries> {
  return scope ? within(screen.getByRole(scope.role as ByRoleMatcher, { name: scope.name })) : screen
}

/** user-event reads `{` and `[` as key names: typed text doubles them. */
function typed(text: string): string {
  return text.replace(/[{[]/g, (bracket) => bracket + bracket)
}

export async function performActions(actions: readonly UserAction[], user: UserEvent): Promise<void> {
  for (const action of actions) {
    const scope = scopeOf(action.within)
    if (action.do === 'click') {
      await user.click(scope.getByRole(action.role as ByRoleMatcher, { name: action.name }))
    } else if (action.do === 'fill') {
      const box = scope.getByLabelText(action.label)
      await user.clear(box)
      if (action.value) await user.type(box, typed(action.value))
    } else {
      await user.click(scope.getByLabelText(action.label))
    }
  }
}

/** Each sight is on screen; the page's address is the router's, which a view alone does not hold. */
export function expectSights(sights: readonly Sight[]): void {
  for (const sight of sights) {
    if ('path' in sight) continue
    if ('text' in sight) expect(screen.getAllByText(sight.text).length).toBeGreaterThan(0)
    else expect(screen.getAllByRole(sight.role as ByRoleMatcher, { name: sight.name }).length).toBeGreaterThan(0)
  }
}
