import { boostGate, upgradeLocked } from '../src/domain/plan'
import type { planMachine } from './plan.machine'
import { failure, offline } from './samples/failures'
import { PLANS, PREVIEW } from './samples/plan.samples'
import type { Scenarios } from './scenarios'

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
  abstractContext: (context) => ({
    plan: context.plan && {
      gate: boostGate(context.plan),
      locked: upgradeLocked(context.plan),
      trial: context.plan.trialStatus,
      boost: context.plan.hasBoost,
    },
    modal: context.modal,
    licensesAdded: context.licensesAdded,
    error: context.error !== null,
    preview: context.preview !== null,
  }),
  maxStates: 50000,
}
