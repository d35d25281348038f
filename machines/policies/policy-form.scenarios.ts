import { defineFlow } from '../flow'
import { policyFormMachine, problemsOf } from './policy-form.machine'
import { failure, offline } from '../samples/failures'
import { directory } from '../samples/training.samples'
import type { Scenarios } from '../scenarios'

// Real files, as the browser gives them (the graph names them by name and size).
const policyPdf = new File([new Uint8Array(96_000)], 'byod-policy.pdf', { type: 'application/pdf' })
const wordFile = new File([new Uint8Array(30_000)], 'byod-policy.docx', { type: 'application/msword' })

export const policyFormScenarios: Scenarios<typeof policyFormMachine> = {
  inputs: [{ policy: null }, { policy: { id: 'pol_aup', name: 'Acceptable Use Policy', revision: 3 } }],
  events: {
    'form.change': [
      { type: 'form.change', patch: { name: '' } },
      { type: 'form.change', patch: { name: 'Bring your own device' } },
      { type: 'form.change', patch: { days: '0' } },
      { type: 'form.change', patch: { days: '10' } },
      { type: 'form.change', patch: { assignmentType: 'GROUPS', groupIds: [] } },
      { type: 'form.change', patch: { assignmentType: 'GROUPS', groupIds: ['grp_new'] } },
    ],
    'form.submit': [{ type: 'form.submit' }],
    'form.cancel': [{ type: 'form.cancel' }],
    'form.retry': [{ type: 'form.retry' }],
    'file.choose': [
      { type: 'file.choose', file: policyPdf },
      { type: 'file.choose', file: wordFile },
    ],
    'file.remove': [{ type: 'file.remove' }],
  },
  outcomes: {
    loadDirectory: { done: [directory], error: [offline] },
    upload: {
      done: [{ id: 'trf_byod', fileName: policyPdf.name, size: policyPdf.size }],
      error: [failure(422, 'invalid_request', 'Error. Please attach .pdf file')],
    },
    create: { done: [undefined], error: [offline] },
    revise: { done: [undefined], error: [failure(409, 'policy_ended', 'This policy has already ended.')] },
  },
  abstractContext: (context) => ({
    valid: Object.keys(problemsOf(context)).length === 0,
    attempted: context.attempted,
    failure: context.failure !== null,
    file: context.form.file !== null,
    fileProblem: context.fileProblem !== null,
  }),
  maxStates: 200000,
}

export const policyFormFlow = defineFlow({
  id: 'policyForm',
  file: 'policies/policy-form',
  title: 'Upload a policy',
  description:
    'A new policy: its name, its PDF (uploaded when chosen: "Error. Please attach .pdf file" by its name or its bytes, "File size should be less than 7 MB", "File is required"), days to acknowledge (a positive whole number) and who it reaches (all users, departments or groups: at least one); or a new revision of a policy, which asks only for the PDF and asks everyone again. Each field says its message after Save was tried; a refusal keeps the form.',
  routes: ['/policies'],
  machine: policyFormMachine,
  scenarios: policyFormScenarios,
})
