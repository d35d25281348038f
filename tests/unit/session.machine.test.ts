import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  sessionMachine,
  type RestoredSession,
  type SignOutReason,
} from '../../machines/session/session.machine'
import type { ApiFailure } from '../../src/domain/api-failure'
import { adminUser, company, learnerUser, pseudoUser } from '../../machines/samples/session.samples'

const offline: ApiFailure = {
  status: 0,
  code: null,
  message: 'Something went wrong. Please try again.',
  offline: true,
}
const expired: ApiFailure = {
  status: 401,
  code: 'token_expired',
  message: 'Your session has expired.',
  offline: false,
}

function start(
  options: {
    restored?: RestoredSession
    user?: () => Promise<typeof adminUser>
    exitCompany?: () => Promise<void>
  } = {},
) {
  const navigations: (SignOutReason | null)[] = []
  const signOut = vi.fn(async () => undefined)
  const fetchCompany = vi.fn(async ({ input }: { input: { companyId: string } }) => ({
    ...company,
    id: input.companyId,
  }))
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => options.restored ?? { kind: 'identity' as const }),
        fetchUser: fromPromise(options.user ?? (async () => adminUser)),
        fetchCompany: fromPromise(fetchCompany),
        signOut: fromPromise<void, { reason: SignOutReason }>(signOut),
        exitCompany: fromPromise(options.exitCompany ?? (async () => undefined)),
      },
      actions: { navigateAfterSignOut: (_, { reason }) => void navigations.push(reason) },
    }),
    { input: {} },
  ).start()
  return { actor, navigations, signOut, fetchCompany }
}

describe('session machine', () => {
  it('boots from a stored token to signed in with the user and the company view', async () => {
    const { actor, fetchCompany } = start()
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(actor.getSnapshot().context.user?.email).toBe('admin@acme.example')
    expect(fetchCompany).toHaveBeenCalledWith(expect.objectContaining({ input: { companyId: 'c1' } }))
    expect(actor.getSnapshot().context.company?.name).toBe('Acme Corp')
  })

  it('boots signed out when there is no session, and signs in when the login machine says so', async () => {
    const { actor } = start({ restored: { kind: 'none' } })
    await waitFor(actor, (s) => s.matches('signedOut'))
    actor.send({ type: 'session.signedIn' })
    await waitFor(actor, (s) => s.matches('signedIn'))
  })

  it('takes the user the login loaded instead of asking for it again', async () => {
    const user = vi.fn(async () => adminUser)
    const { actor } = start({ restored: { kind: 'none' }, user })
    await waitFor(actor, (s) => s.matches('signedOut'))
    actor.send({ type: 'session.signedIn', user: adminUser })
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(user).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.user).toEqual(adminUser)
  })

  it('restores a partner pseudo session without calling GET /user', async () => {
    const user = vi.fn(async () => adminUser)
    const { actor } = start({ restored: { kind: 'pseudo', user: pseudoUser }, user })
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(user).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.user?.isAdminLoggedInAsCompany).toBe(true)
    actor.send({ type: 'session.exitCompany' })
    await waitFor(actor, (s) => s.matches('signedIn') && s.context.user?.email === 'admin@acme.example')
  })

  it('ignores exit-company outside a pseudo session', async () => {
    const { actor } = start()
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(actor.getSnapshot().can({ type: 'session.exitCompany' })).toBe(false)
  })

  it('signs a non-admin role out', async () => {
    const { actor, navigations, signOut } = start({ user: async () => learnerUser })
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(signOut).toHaveBeenCalled()
    expect(navigations).toEqual(['notAdmin'])
    expect(actor.getSnapshot().context.user).toBeNull()
  })

  it.each([
    ['session.signOut', 'signOut'],
    ['session.expired', 'sessionExpired'],
    ['session.companyDisabled', 'disabledCompany'],
  ] as const)('%s signs out and navigates for %s', async (type, reason) => {
    const { actor, navigations } = start()
    await waitFor(actor, (s) => s.matches('signedIn'))
    actor.send({ type })
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(navigations).toEqual([reason])
    expect(actor.getSnapshot().context.company).toBeNull()
  })

  it('shows the offline state when the gateway cannot be reached, and retries', async () => {
    let calls = 0
    const { actor } = start({ user: async () => (++calls === 1 ? Promise.reject(offline) : adminUser) })
    await waitFor(actor, (s) => s.matches('offline'))
    expect(actor.getSnapshot().context.failure?.offline).toBe(true)
    actor.send({ type: 'session.retry' })
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(actor.getSnapshot().context.failure).toBeNull()
  })

  it('signs out with the URL kept when the stored token is expired or forged', async () => {
    const { actor, navigations } = start({ user: () => Promise.reject(expired) })
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(navigations).toEqual(['sessionExpired'])
  })
})
