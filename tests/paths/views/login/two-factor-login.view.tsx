import { render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import {
  type twoFactorLoginMachine,
  type TwoFactorEvent,
} from '../../../../machines/login/two-factor-login.machine'
import { MFA_RESEND_LIMIT, TWO_FACTOR_TEXTS, isValidCode } from '../../../../src/domain/two-factor'
import TwoFactorStep from '../../../../src/features/login/TwoFactorStep'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindTwoFactorLogin } from '../../../../src/app/flows/login/two-factor-login'

// The code's exchange is the scripted verifyCode actor; the binding's own check is never reached.
const confirm = () => Promise.reject(new Error('unscripted'))

type Input = { email: string; verificationToken: string; isMfaEnabled?: boolean }

function Harness({ logic, input }: { logic: typeof twoFactorLoginMachine; input: Input }) {
  const actor = useActorRef(logic, { input })
  return <TwoFactorStep actor={actor} />
}

export const twoFactorLoginView: ViewAdapter<TwoFactorEvent> = {
  machineId: 'twoFactorLogin',
  mount(input) {
    const scripted = createScriptedActors(['sendCode', 'verifyCode', 'signInWithCustomToken'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        logic={bindTwoFactorLogin(deps, confirm).provide({ actors: scripted.logics })}
        input={input as Input}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type === 'code.resend') {
      await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.resend }))
      return
    }
    if (event.type === 'code.submit') {
      const { code } = event
      const box = screen.getByLabelText('Code')
      await user.clear(box)
      if (code) await user.type(box, code)
      const verify = screen.getByRole('button', { name: 'Verify' })
      if (isValidCode(code)) {
        await user.click(verify)
      } else {
        // Submit stays disabled for an empty or malformed code, and a typed one says why.
        expect(verify).toBeDisabled()
        if (code) expect(screen.getByText(TWO_FACTOR_TEXTS.codeInvalid)).toBeInTheDocument()
      }
      return
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as { codesSent: number; codeError: string | null; alert: string | null }
    if (snapshot.matches('blocked')) {
      expect(screen.getByRole('alert')).toHaveTextContent(context.alert ?? '')
      expect(screen.queryByRole('form', { name: 'Verification code' })).toBeNull()
      return
    }
    if (snapshot.hasTag('busy')) {
      expect(screen.getByRole('button', { name: 'Please wait…' })).toBeDisabled()
      return
    }
    if (snapshot.matches('enteringCode')) {
      expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument()
      expect(spies.toast?.mock.calls.length).toBe(context.codesSent)
      if (context.codeError) expect(screen.getByText(context.codeError)).toBeInTheDocument()
      const resend = screen.queryByRole('button', { name: TWO_FACTOR_TEXTS.resend })
      if (context.codesSent > MFA_RESEND_LIMIT) expect(resend).toBeNull()
      else expect(resend).not.toBeNull()
    }
  },
}
