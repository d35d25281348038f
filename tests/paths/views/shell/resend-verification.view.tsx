import { render, screen } from '@testing-library/react'
import { expect } from 'vitest'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindResendVerification } from '../../../../src/app/flows/shell/resend-verification'
import { BANNER_TEXTS } from '../../../../src/domain/shell/banners'
import { VerifyEmailBanner } from '../../../../src/features/shell/Banners'

export const resendVerificationView: ViewAdapter = {
  machineId: 'resendVerification',
  mount() {
    const scripted = createScriptedActors(['sendVerificationEmail'])
    const { deps, spies } = scriptedDeps()
    render(<VerifyEmailBanner logic={bindResendVerification(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type !== 'verification.resend') throw new Error(`No user action for ${JSON.stringify(event)}`)
    await user.click(screen.getByRole('button', { name: BANNER_TEXTS.resend }))
  },
  expectState(snapshot) {
    const resend = screen.getByRole('button', { name: BANNER_TEXTS.resend })
    if (snapshot.hasTag('busy')) expect(resend).toBeDisabled()
    else expect(resend).toBeEnabled()
    expect(screen.getAllByText(BANNER_TEXTS.verifyEmail).length).toBeGreaterThan(0)
  },
}
