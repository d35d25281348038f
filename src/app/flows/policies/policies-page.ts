import { policiesScreenMachine } from '../../../../machines/policies/policies-screen.machine'
import { bindReminderDialog } from '../users/reminder-dialog'
import { policiesPageMachine } from '../../../../machines/policies/policies-page.machine'
import { policyFormMachine } from '../../../../machines/policies/policy-form.machine'
import {
  POLICY_LEARNERS_PAGE_SIZE,
  policyLearnersMachine,
} from '../../../../machines/policies/policy-learners.machine'
import { downloadTrainingFile, uploadTrainingFile } from '../../../api/learning/courses'
import {
  createPolicy,
  deletePolicy,
  endPolicy,
  listPolicies,
  listPolicyLearners,
  revisePolicy,
} from '../../../api/policies/policies'
import { directoryOptions } from '../../../api/users/users'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** /policies for the signed-in company. */
export function bindPoliciesPage(deps: FlowDeps) {
  return policiesPageMachine.provide({
    actors: {
      loadPolicies: gatewayCall(() => listPolicies(deps.api, companyIdOf(deps))),
      endPolicy: gatewayCall(({ policyId }) => endPolicy(deps.api, companyIdOf(deps), policyId)),
      deletePolicy: gatewayCall(({ policyId }) => deletePolicy(deps.api, companyIdOf(deps), policyId)),
      downloadPolicy: gatewayCall(async ({ fileId, fileName }) =>
        deps.download(fileName, await downloadTrainingFile(deps.api, companyIdOf(deps), fileId)),
      ),
      policyForm: bindPolicyForm(deps),
      policyLearners: bindPolicyLearners(deps),
    },
    actions: { notify: (_, toast) => deps.toast(toast.title, toast.type) },
  })
}

export function bindPolicyForm(deps: FlowDeps) {
  return policyFormMachine.provide({
    actors: {
      loadDirectory: gatewayCall(() => directoryOptions(deps.api, companyIdOf(deps))),
      upload: gatewayCall(({ file }) => uploadTrainingFile(deps.api, companyIdOf(deps), file)),
      create: gatewayCall((policy) => createPolicy(deps.api, companyIdOf(deps), policy)),
      revise: gatewayCall(({ policyId, fileId }) =>
        revisePolicy(deps.api, companyIdOf(deps), policyId, fileId),
      ),
    },
  })
}

export function bindPolicyLearners(deps: FlowDeps) {
  return policyLearnersMachine.provide({
    actors: {
      loadLearners: gatewayCall(({ policyId, query }) =>
        listPolicyLearners(deps.api, companyIdOf(deps), policyId, {
          ...query,
          pageSize: POLICY_LEARNERS_PAGE_SIZE,
        }),
      ),
    },
  })
}

/** /policies: the page's machine with the policies and the reminder bound to the gateway. */
export function bindPoliciesScreen(deps: FlowDeps) {
  return policiesScreenMachine.provide({
    actors: { page: bindPoliciesPage(deps), reminder: bindReminderDialog(deps) },
  })
}
