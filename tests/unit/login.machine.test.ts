import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { loginMachine, type LoginValidationResult } from '../../machines/login/login.machine'
import type { ApiFailure } from '../../src/domain/api-failure'
import { adminUser, learnerUser } from '../../machines/samples/session.samples'

const invalid: ApiFailure = {
  status: 400,
  code: 'auth/invalid-credential',
  message: 'Invalid login credentials',
  offline: false,
}

function start(
  options: {
    validate?: () => Promise<LoginValidationResult>
    signIn?: () => Promise<void>
    user?: () => Promise<typeof adminUser>
  } = {},
) {
  const notifySignedIn = vi.fn()
  const signOut = vi.fn(async () => undefined)
  const signIn = vi.fn(options.signIn ?? (async () => undefined))
  const actor = createActor(
    loginMachine.provide({
      actors: {
        validateLogin: fromPromise(
          options.validate ?? (async () => ({ isMfaLogin: false, verificationToken: null })),
        ),
        signInWithPassword: fromPromise(signIn),
        fetchUser: fromPromise(options.user ?? (async () => adminUser)),
        signOut: fromPromise<void>(signOut),
      },
      actions: { notifySignedIn },
    }),
    { input: { magicLinkToken: null } },
  ).start()
  return { actor, notifySignedIn, signOut, signIn }
}

const submit = { type: 'login.submit' as const, email: '  admin@acme.example ', password: 'Awareness#2026' }

describe('login machine', () => {
  it('refuses to submit what the form would refuse', () => {
    const { actor } = start()
    for (const bad of [
      { email: '', password: 'Awareness#2026' },
      { email: 'nope', password: 'Awareness#2026' },
      { email: 'a@b.example', password: '' },
      { email: 'a@b.example', password: 'short' },
    ]) {
      actor.send({ type: 'login.submit', ...bad })
      expect(actor.getSnapshot().value).toBe('editing')
    }
  })

  it('validates, signs in with the trimmed email, checks the role and tells the session', async () => {
    const { actor, notifySignedIn, signIn } = start()
    actor.send(submit)
    await waitFor(actor, (s) => s.status === 'done')
    expect(signIn).toHaveBeenCalledWith(
      expect.objectContaining({ input: { email: 'admin@acme.example', password: 'Awareness#2026' } }),
    )
    expect(notifySignedIn).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().context.password).toBe('')
  })

  it('maps a failed validation to the catalogue, on the password field, and forgets the password', async () => {
    const { actor } = start({ validate: () => Promise.reject(invalid) })
    actor.send(submit)
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null)
    expect(actor.getSnapshot().context.failure).toEqual({
      field: 'password',
      message: 'Invalid login credentials',
    })
    expect(actor.getSnapshot().context.password).toBe('')
  })

  it('rejects and signs out a non-admin account', async () => {
    const { actor, signOut, notifySignedIn } = start({ user: async () => learnerUser })
    actor.send(submit)
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null)
    expect(signOut).toHaveBeenCalled()
    expect(notifySignedIn).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.failure?.message).toBe(
      "This account doesn't have access to the admin console.",
    )
  })

  it('stops at the two-factor step with the verification token, and goes back', async () => {
    const { actor, signIn } = start({
      validate: async () => ({ isMfaLogin: true, verificationToken: 'vt-1' }),
    })
    actor.send(submit)
    await waitFor(actor, (s) => s.matches('twoFactor'))
    expect(actor.getSnapshot().context.verificationToken).toBe('vt-1')
    expect(actor.getSnapshot().context.password).toBe('')
    expect(signIn).not.toHaveBeenCalled()
    actor.send({ type: 'twoFactor.back' })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('shows the unknown-error text when the gateway is unreachable', async () => {
    const { actor } = start({
      validate: () => Promise.reject({ status: 0, code: null, message: 'x', offline: true }),
    })
    actor.send(submit)
    await waitFor(actor, (s) => s.context.failure !== null)
    expect(actor.getSnapshot().context.failure).toEqual({
      field: 'form',
      message: 'Something went wrong. Please, try again later',
    })
  })

  it('signs in with a magic link without a password, and says why a used link fails', async () => {
    const notifySignedIn = vi.fn()
    const exchange = vi.fn(async () => ({ customToken: 'ct' }))
    const signInWithToken = vi.fn(async () => undefined)
    const make = (exchangeLogic: () => Promise<{ customToken: string }>) =>
      createActor(
        loginMachine.provide({
          actors: {
            exchangeMagicLink: fromPromise(exchangeLogic),
            signInWithCustomToken: fromPromise<void, { customToken: string; authType: 'default' | 'sso' }>(
              signInWithToken,
            ),
            fetchUser: fromPromise(async () => adminUser),
          },
          actions: { notifySignedIn },
        }),
        { input: { magicLinkToken: 'link-token' } },
      ).start()
    const actor = make(exchange)
    await waitFor(actor, (s) => s.status === 'done')
    expect(exchange).toHaveBeenCalledWith(expect.objectContaining({ input: { token: 'link-token' } }))
    expect(signInWithToken).toHaveBeenCalledWith(
      expect.objectContaining({ input: { customToken: 'ct', authType: 'default' } }),
    )
    const used = make(() =>
      Promise.reject({
        status: 401,
        code: 'token_invalid',
        message: 'This sign-in link has expired or was already used. Please sign in again.',
        offline: false,
      }),
    )
    await waitFor(used, (s) => s.matches('editing') && s.context.failure !== null)
    expect(used.getSnapshot().context.failure).toEqual({
      field: 'form',
      message: 'This sign-in link has expired or was already used. Please sign in again.',
    })
  })
})
