import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { inviteCustomersMachine } from '../../machines/partner/invite-customers.machine'
import { INVITE_MAX_COMPANIES } from '../../src/domain/customer-invitations'

// What the generated paths cannot reach: their graph tells one line from two and no more (the abstraction keeps
// it small), so the 20-line limit and the gateway naming lines beyond the form are checked here.

const start = (refusal?: unknown) =>
  createActor(
    inviteCustomersMachine.provide({
      actors: {
        sendInvites: fromPromise(async () => {
          if (refusal) throw refusal
          return { sent: 1 }
        }),
      },
    }),
    { input: { defaultMessage: 'Welcome.' } },
  ).start()

const fill = (actor: ReturnType<typeof start>, index: number) => {
  actor.send({ type: 'invite.edit', index, field: 'companyName', value: `Company ${index}` })
  actor.send({ type: 'invite.edit', index, field: 'email', value: `it@company${index}.example` })
}

describe('invite customers', () => {
  it(`takes at most ${INVITE_MAX_COMPANIES} lines`, () => {
    const actor = start()
    for (let i = 0; i < INVITE_MAX_COMPANIES + 3; i += 1) actor.send({ type: 'invite.addLine' })
    expect(actor.getSnapshot().context.lines).toHaveLength(INVITE_MAX_COMPANIES)
  })

  it('refuses an edit or a removal of a line that is not a whole index', () => {
    const actor = start()
    actor.send({ type: 'invite.addLine' })
    actor.send({ type: 'invite.edit', index: 0.5, field: 'email', value: 'x@y.example' })
    actor.send({ type: 'invite.removeLine', index: 0.5 })
    expect(actor.getSnapshot().context.lines).toEqual([
      { companyName: '', email: '' },
      { companyName: '', email: '' },
    ])
  })

  it("puts the gateway's refusals on their lines, and its word above the form when no line of the form is named", async () => {
    const named = {
      status: 422,
      code: 'invalid_request',
      message: 'Missing or invalid request parameters',
      fields: [
        { field: 'companies.1.email', message: 'This email is already taken' },
        { field: 'companies.7.email', message: 'Not a line of this form' },
        { field: 'companies.1.emailAddress', message: 'Not a field of a line' },
        { field: 'xcompanies.0.email', message: 'Not a line at all' },
      ],
    }
    const actor = start(named)
    actor.send({ type: 'invite.addLine' })
    fill(actor, 0)
    fill(actor, 1)
    actor.send({ type: 'invite.submit' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().context.serverProblems).toEqual([{}, { email: 'This email is already taken' }])
    expect(actor.getSnapshot().context.failure).toBeNull()
    // Editing the line clears what the gateway said of it, and only of it.
    actor.send({ type: 'invite.edit', index: 1, field: 'email', value: 'it@other.example' })
    expect(actor.getSnapshot().context.serverProblems).toEqual([{}, {}])

    const elsewhere = start({ ...named, fields: [{ field: 'companies.7.email', message: 'Not a line' }] })
    fill(elsewhere, 0)
    elsewhere.send({ type: 'invite.submit' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(elsewhere.getSnapshot().context.serverProblems).toEqual([])
    expect(elsewhere.getSnapshot().context.failure).toBe('Missing or invalid request parameters')
  })
})
