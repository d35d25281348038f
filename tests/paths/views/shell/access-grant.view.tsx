import { render, screen } from '@testing-library/react'
import { expect } from 'vitest'
import { type AccessGrantInput } from '../../../../machines/shell/access-grant.machine'
import { PARTNER_ACCESS_TEXTS } from '../../../../src/domain/partner-access'
import { AccessGrantDialog } from '../../../../src/features/shell/AccessGrantHost'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindAccessGrant } from '../../../../src/app/flows/shell/access-grant'

export const accessGrantView: ViewAdapter = {
  machineId: 'accessGrant',
  mount(input) {
    const { asked, pending } = input as AccessGrantInput
    const scripted = createScriptedActors(['grantAccess'])
    const { deps, spies } = scriptedDeps()
    render(
      <AccessGrantDialog
        asked={asked}
        pending={pending}
        logic={bindAccessGrant(deps).provide({ actors: scripted.logics })}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    const name = event.type === 'access.confirm' ? 'Confirm' : 'Cancel'
    await user.click(screen.getByRole('button', { name }))
  },
  expectState(snapshot, spies) {
    const failure = (snapshot.context as { failure: string | null }).failure
    if (snapshot.hasTag('open')) {
      expect(screen.getByRole('dialog', { name: PARTNER_ACCESS_TEXTS.dialogTitle })).toBeInTheDocument()
      expect(screen.getByText(PARTNER_ACCESS_TEXTS.dialogText)).toBeInTheDocument()
      if (snapshot.hasTag('busy')) expect(screen.getByRole('button', { name: 'Confirming…' })).toBeDisabled()
      else if (failure) expect(screen.getByText(failure)).toBeInTheDocument()
    } else {
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(spies.navigate?.mock.calls.length).toBe(1)
    }
  },
}
