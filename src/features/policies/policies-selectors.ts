import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { policiesPageMachine } from '../../../machines/policies/policies-page.machine'
import { problemsOf, type policyFormMachine } from '../../../machines/policies/policy-form.machine'
import type { policyLearnersMachine } from '../../../machines/policies/policy-learners.machine'

type Page = SnapshotFrom<typeof policiesPageMachine>
type Form = SnapshotFrom<typeof policyFormMachine>
type Learners = SnapshotFrom<typeof policyLearnersMachine>
export type PoliciesPageActor = ActorRefFrom<typeof policiesPageMachine>
export type PolicyFormActor = ActorRefFrom<typeof policyFormMachine>
export type PolicyLearnersActor = ActorRefFrom<typeof policyLearnersMachine>

export const selectPolicies = (s: Page) => s.context.policies
export const selectPageLoading = (s: Page) => s.matches('loading')
export const selectPageFailure = (s: Page) => (s.matches('failed') ? s.context.failure : null)
export const selectCanAct = (s: Page) => s.matches({ ready: 'idle' })
export const selectPolicyForm = (s: Page) => s.children.policyForm as PolicyFormActor | undefined
export const selectPolicyLearners = (s: Page) => s.children.policyLearners as PolicyLearnersActor | undefined
/** The end or delete confirmation open, with its policy and a failure to say. */
export const selectPolicyConfirm = (s: Page) => {
  const kind =
    s.matches({ ready: 'confirmingEnd' }) || s.matches({ ready: 'ending' })
      ? ('end' as const)
      : s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'deleting' })
        ? ('delete' as const)
        : null
  if (!kind) return null
  const policy = s.context.policies?.find((row) => row.id === s.context.policyId)
  return { kind, name: policy?.name ?? '', busy: s.hasTag('busy'), failure: s.context.confirmFailure }
}

export const selectPolicyDraft = (s: Form) => s.context.form
export const selectIsRevision = (s: Form) => s.context.policy
export const selectPolicyDirectory = (s: Form) => ({
  departments: s.context.departments,
  groups: s.context.groups,
})
export const selectPolicyProblems = (s: Form) => (s.context.attempted ? problemsOf(s.context) : {})
export const selectPolicyFileProblem = (s: Form) => s.context.fileProblem
export const selectPolicyFormFailure = (s: Form) => s.context.failure
export const selectPolicyFormBusy = (s: Form) => s.hasTag('busy')
export const selectPolicyUploading = (s: Form) => s.matches('uploading')
export const selectPolicyDirectoryFailed = (s: Form) => s.matches('directoryFailed')
export const selectPolicyEditable = (s: Form) => s.matches('editing')

export const selectLearnersQuery = (s: Learners) => s.context.query
export const selectLearnersData = (s: Learners) => s.context.data
export const selectLearnersBusy = (s: Learners) => s.hasTag('busy')
export const selectLearnersFailure = (s: Learners) => (s.matches('failed') ? s.context.failure : null)
export const selectLearnersName = (s: Learners) => s.context.name
