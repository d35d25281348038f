import { sendParent, sendTo, setup } from 'xstate'
import { contactSalesMachine } from './contact-sales.machine'
import { customerPortalMachine } from './customer-portal.machine'
import { planMachine, type PlanInput } from './plan.machine'

// The page /licensing as one machine: it starts the plan (trial, upgrade, downgrade and their dialogs), the
// Contact Sales dialog and the billing portal, and joins them: the plan's "contact us" (the downgrade dialog's
// link, 001 §9) opens Contact Sales through the page. The purchase form is the plan's own part of the page,
// started by it for the mode the plan is in.

export interface LicensingScreenInput extends PlanInput {
  /** Contact Sales' users field starts from this (001 §9: 25 without Boost, 100 with). */
  defaultUsers: number
}

export type LicensingScreenEvent = { type: 'contact.requested' }

/** The plan as a child of this page: its "contact us" is reported here. */
export const reportingContact = (plan: typeof planMachine) =>
  plan.provide({ actions: { contactUs: sendParent({ type: 'contact.requested' as const }) } })

export const licensingScreenMachine = setup({
  types: {
    context: {} as LicensingScreenInput,
    events: {} as LicensingScreenEvent,
    input: {} as LicensingScreenInput,
  },
  actors: {
    plan: reportingContact(planMachine),
    contactSales: contactSalesMachine,
    portal: customerPortalMachine,
  },
  actions: {
    openContactSales: sendTo('contactSales', { type: 'contact.open' as const }),
  },
}).createMachine({
  id: 'licensingScreen',
  context: ({ input }) => input,
  invoke: [
    {
      id: 'plan',
      src: 'plan',
      input: ({ context }) => ({ modal: context.modal, licensesAdded: context.licensesAdded }),
    },
    {
      id: 'contactSales',
      src: 'contactSales',
      input: ({ context }) => ({ defaultUsers: context.defaultUsers }),
    },
    { id: 'portal', src: 'portal' },
  ],
  initial: 'open',
  states: {
    open: { on: { 'contact.requested': { actions: 'openContactSales' } } },
  },
})
