import { assign, fromPromise, setup } from 'xstate'
import type { ApiFailure } from '../../src/domain/api-failure'
import {
  INVITE_MAX_COMPANIES,
  inviteLineFieldProblems,
  messageProblem,
  type InviteLine,
  type LineProblems,
} from '../../src/domain/customer-invitations'
import { errorOf, messageOf } from '../event-params'

// Invite customers (001 §2 "an invite-customers action", §6 POST invite; "Invite sent"): one line per company —
// its name and its admin's address — up to 20, with the message the mail carries (the partner's default to start
// with). Send checks every line (messages once tried); the gateway's refusals (a name or address already taken)
// land on their lines; nothing typed is lost. Done with how many were invited, or none when cancelled.

export interface InviteCustomersInput {
  defaultMessage: string | null
}

export interface InviteCustomersContext {
  lines: InviteLine[]
  message: string
  attempted: boolean
  /** The gateway's word per line (index → field → message), kept until that line changes. */
  serverProblems: LineProblems[]
  failure: string | null
  sent: number
}

export type InviteCustomersEvent =
  | { type: 'invite.edit'; index: number; field: keyof InviteLine; value: string }
  | { type: 'invite.addLine' }
  | { type: 'invite.removeLine'; index: number }
  | { type: 'invite.message'; text: string }
  | { type: 'invite.submit' }
  | { type: 'invite.cancel' }

const emptyLine = (): InviteLine => ({ companyName: '', email: '' })

/** The gateway's field results (companies.N.field) as per-line problems. */
function serverProblemsOf(error: unknown, count: number): LineProblems[] {
  const found: LineProblems[] = Array.from({ length: count }, () => ({}))
  for (const result of (error as Partial<ApiFailure>).fields ?? []) {
    const match = /^companies\.(\d+)\.(companyName|email)$/.exec(result.field)
    const line = match ? found[Number(match[1])] : undefined
    if (line && match) line[match[2] as keyof InviteLine] = result.message
  }
  return found.some((line) => Object.keys(line).length > 0) ? found : []
}

/** What each line shows: its own problems once Send was tried, else what the gateway said of it. */
export function shownProblems(context: InviteCustomersContext): LineProblems[] {
  const own = context.attempted ? inviteLineFieldProblems(context.lines) : []
  return context.lines.map((_, index) => ({ ...context.serverProblems[index], ...own[index] }))
}

export const inviteCustomersMachine = setup({
  types: {
    context: {} as InviteCustomersContext,
    events: {} as InviteCustomersEvent,
    input: {} as InviteCustomersInput,
    output: {} as { sent: number },
  },
  actors: {
    sendInvites: fromPromise<{ sent: number }, { lines: InviteLine[]; message: string }>(
      async ({ input }) => ({
        sent: input.lines.length,
      }),
    ),
  },
  guards: {
    isLine: ({ context }, index: number) =>
      Number.isInteger(index) && index >= 0 && index < context.lines.length,
    canAdd: ({ context }) => context.lines.length < INVITE_MAX_COMPANIES,
    canRemove: ({ context }, index: number) =>
      context.lines.length > 1 && Number.isInteger(index) && index >= 0 && index < context.lines.length,
    isValid: ({ context }) =>
      inviteLineFieldProblems(context.lines).length === 0 && messageProblem(context.message) === null,
  },
  actions: {
    edit: assign(({ context }, change: { index: number; field: keyof InviteLine; value: string }) => ({
      lines: context.lines.map((line, index) =>
        index === change.index ? { ...line, [change.field]: change.value } : line,
      ),
      serverProblems: context.serverProblems.map((found, index) => (index === change.index ? {} : found)),
    })),
    addLine: assign({ lines: ({ context }) => [...context.lines, emptyLine()] }),
    removeLine: assign(({ context }, removed: number) => ({
      lines: context.lines.filter((_, index) => index !== removed),
      serverProblems: context.serverProblems.filter((_, index) => index !== removed),
    })),
    setMessage: assign({ message: (_, text: string) => text }),
    markAttempted: assign({ attempted: true }),
    clearFailure: assign({ failure: null, serverProblems: [] }),
    setFailure: assign(({ context }, error: unknown) => {
      const serverProblems = serverProblemsOf(error, context.lines.length)
      // Line by line when the gateway named lines; otherwise its word above the form.
      return { serverProblems, failure: serverProblems.length > 0 ? null : messageOf(error) }
    }),
    setSent: assign({ sent: (_, sent: number) => sent }),
  },
}).createMachine({
  id: 'inviteCustomers',
  context: ({ input }) => ({
    lines: [emptyLine()],
    message: input.defaultMessage ?? '',
    attempted: false,
    serverProblems: [],
    failure: null,
    sent: 0,
  }),
  output: ({ context }) => ({ sent: context.sent }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'invite.edit': {
          guard: { type: 'isLine', params: ({ event }) => event.index },
          actions: { type: 'edit', params: ({ event }) => event },
        },
        'invite.addLine': { guard: 'canAdd', actions: 'addLine' },
        'invite.removeLine': {
          guard: { type: 'canRemove', params: ({ event }) => event.index },
          actions: { type: 'removeLine', params: ({ event }) => event.index },
        },
        'invite.message': { actions: { type: 'setMessage', params: ({ event }) => event.text } },
        'invite.submit': [
          { guard: 'isValid', target: 'sending', actions: 'clearFailure' },
          { actions: 'markAttempted' },
        ],
        'invite.cancel': 'cancelled',
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendInvites',
        src: 'sendInvites',
        input: ({ context }) => ({ lines: context.lines, message: context.message }),
        onDone: {
          target: 'sent',
          actions: [{ type: 'setSent', params: ({ event }) => event.output.sent }],
        },
        onError: { target: 'editing', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    sent: { type: 'final' },
    cancelled: { type: 'final' },
  },
})
