import { defineFlow } from '../flow'
import { boostGate, upgradeLocked } from '../../src/domain/plan'
import { planMachine } from './plan.machine'
import { failure, offline } from '../samples/failures'
import { PLANS, PREVIEW } from '../samples/plan.samples'
import type { Scenarios } from '../scenarios'

export const planScenarios: Scenarios<typeof planMachine> = {
  events: {
    retry: [{ type: 'retry' }],
    'boost.open': [{ type: 'boost.open' }],
    'upgrade.open': [{ type: 'upgrade.open' }],
    'trial.accept': [{ type: 'trial.accept' }],
    'trial.disable': [{ type: 'trial.disable' }],
    'dialog.close': [{ type: 'dialog.close' }],
    'downgrade.open': [{ type: 'downgrade.open' }],
    'downgrade.keep': [{ type: 'downgrade.keep' }],
    'downgrade.contact': [{ type: 'downgrade.contact' }],
    'downgrade.confirm': [{ type: 'downgrade.confirm' }],
    logout: [{ type: 'logout' }],
  },
  inputs: [
    { modal: null, licensesAdded: false },
    { modal: 'trial', licensesAdded: false },
    { modal: 'boost', licensesAdded: false },
    { modal: 'upgrade', licensesAdded: false },
    { modal: 'purchaseComplete', licensesAdded: false },
    { modal: 'purchaseComplete', licensesAdded: true },
  ],
  outcomes: {
    loadPlan: { done: Object.values(PLANS), error: [offline] },
    startTrial: {
      done: [undefined],
      error: [failure(409, 'trial_used', 'The trial has already been used.')],
    },
    disableTrial: { done: [undefined], error: [offline] },
    loadDowngradePreview: { done: [PREVIEW], error: [offline] },
    downgrade: { done: [undefined], error: [offline] },
  },
  // Errors, the preview and the licences flag only matter in the states that show them; elsewhere they are
  // left out so reloads do not multiply the graph.
  abstractContext: (context, snapshot) => {
    const showing = (...states: string[]) =>
      states.some((state) => snapshot.matches({ ready: state } as never))
    return {
      plan: context.plan && {
        gate: boostGate(context.plan),
        locked: upgradeLocked(context.plan),
        trial: context.plan.trialStatus,
        boost: context.plan.hasBoost,
        partner: context.plan.partner !== null,
      },
      modal: context.modal,
      licensesAdded: showing('purchaseComplete') || context.modal !== null ? context.licensesAdded : null,
      error:
        showing('trialOffer', 'downgradeConfirm') || snapshot.matches('failed')
          ? context.error !== null
          : null,
      preview: showing('downgradeConfirm', 'downgrading') ? context.preview !== null : null,
    }
  },
  maxStates: 50000,
}

export const planFlow = defineFlow({
  id: 'plan',
  file: 'licensing/plan',
  title: 'Trial, upgrade and downgrade',
  description:
    'The Boost gate (a licence passes, an available trial is offered as "A 14-DAY BOOST TRIAL", otherwise the upgrade dialog: "Trial Ends in {date}" or "Boost Trial Ended", not closable with only Logout when the trial ended and nobody here can buy); "Trial period was activated"; the return from checkout (modal=purchaseComplete); the downgrade preview, Contact Us / Keep Boost / Continue to Free, then "Downgraded"; ending a running trial.',
  routes: ['/licensing'],
  machine: planMachine,
  scenarios: planScenarios,
})
