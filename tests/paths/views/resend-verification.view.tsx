import { render, screen } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { resendVerificationMachine } from '../../../machines/resend-verification.machine'
import { createScriptedActors } from '../scripted-actors'
import type { ViewAdapter } from '../view-adapter'
import { BANNER_TEXTS } from '../../../src/domain/shell/banners'
import { VerifyEmailBanner } from '../../../src/features/shell/Banners'

export const resendVerificationView: ViewAdapter = {
  machineId: 'resendVerification',
  mount() {
    const scripted = createScriptedActors(['sendVerificationEmail'])
    const notifySent = vi.fn()
    const notifyFailed = vi.fn()
    render(
      <VerifyEmailBanner
        logic={resendVerificationMachine.provide({
          actors: scripted.logics,
          actions: { notifySent, notifyFailed },
        })}
      />,
    )
    return { scripted, spies: { notifySent, notifyFailed } }
  },
  async perform(event, user) {
    if (event.type !== 'verification.resend') throw new Error(`No user action for ${event.type}`)
    await user.click(screen.getByRole('button', { name: BANNER_TEXTS.resend }))
  },
  expectState(snapshot) {
    const resend = screen.getByRole('button', { name: BANNER_TEXTS.resend })
    if (snapshot.hasTag('busy')) expect(resend).toBeDisabled()
    else expect(resend).toBeEnabled()
    expect(screen.getAllByText(BANNER_TEXTS.verifyEmail).length).toBeGreaterThan(0)
  },
}
