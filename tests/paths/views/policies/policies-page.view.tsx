import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import type {
  PoliciesPageContext,
  PoliciesPageEvent,
} from '../../../../machines/policies/policies-page.machine'
import {
  bindPoliciesPage,
  bindPoliciesScreen,
  bindPolicyForm,
  bindPolicyLearners,
} from '../../../../src/app/flows/policies/policies-page'
import { POLICY_TEXTS } from '../../../../src/domain/policies'
import { PoliciesScreen } from '../../../../src/features/policies/PoliciesScreen'
import { enabledControl } from '../../controls'
import { createScriptedActors, type ScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import { ScreenHarness } from '../../screen-harness'
import type { ViewAdapter } from '../../view-adapter'

let context: PoliciesPageContext | null = null
const nameOf = (id: string) => context?.policies?.find((row) => row.id === id)?.name ?? id

/** The children are the real form and drawer, finished by the user: Cancel or Close (their own paths are theirs). */
function scriptedPage(inner: ScriptedActors): ScriptedActors {
  const user = userEvent.setup({ delay: null })
  return {
    logics: inner.logics,
    async settle(id, outcome) {
      if (id === 'policyLearners') {
        const drawer = within(await screen.findByRole('dialog'))
        await user.click(drawer.getByRole('button', { name: 'Done' }))
        return { policyId: context?.policyId ?? '', name: nameOf(context?.policyId ?? '') }
      }
      if (id !== 'policyForm') return inner.settle(id, outcome)
      const saved = (outcome.output as { saved: string | null }).saved
      const policy = context?.policies?.find((row) => row.id === context?.policyId) ?? null
      const dialog = within(await screen.findByRole('dialog'))
      if (!policy)
        await inner.settle('loadDirectory', { failed: false, output: { departments: [], groups: [] } })
      if (saved) {
        // Saved for real through the form: a PDF chosen and kept, a name, then its button.
        const file = new File([new Uint8Array(2048)], 'policy.pdf', { type: 'application/pdf' })
        const input = dialog.getByLabelText('Policy PDF')
        await waitFor(() => expect(input).toBeEnabled())
        fireEvent.change(input, { target: { files: [file] } })
        await inner.settle('upload', {
          failed: false,
          output: { id: 'trf_new', fileName: 'policy.pdf', size: 2048 },
        })
        await dialog.findByText(/^policy\.pdf ·/)
        await user.click(dialog.getByRole('button', { name: policy ? 'Upload revision' : 'Assign policy' }))
        await inner.settle(policy ? 'revise' : 'create', { failed: false, output: undefined })
      } else await user.click(dialog.getByRole('button', { name: 'Cancel' }))
      return { policy: policy ? { id: policy.id, name: policy.name, revision: policy.revision } : null }
    },
  }
}

const ACTIONS = {
  'policy.revise': 'New revision',
  'policy.learners': 'Learners',
  'policy.download': 'PDF',
  'policy.end': 'End',
  'policy.delete': 'Delete',
} as const

export const policiesPageView: ViewAdapter<PoliciesPageEvent> = {
  machineId: 'policiesPage',
  mount() {
    const inner = createScriptedActors([
      'loadPolicies',
      'endPolicy',
      'deletePolicy',
      'downloadPolicy',
      'loadDirectory',
      'upload',
      'create',
      'revise',
      'loadLearners',
    ])
    const { deps, spies } = scriptedDeps()
    const page = bindPoliciesPage(deps).provide({
      actors: {
        loadPolicies: inner.logics.loadPolicies!,
        endPolicy: inner.logics.endPolicy!,
        deletePolicy: inner.logics.deletePolicy!,
        downloadPolicy: inner.logics.downloadPolicy!,
        policyForm: bindPolicyForm(deps).provide({
          actors: {
            loadDirectory: inner.logics.loadDirectory!,
            upload: inner.logics.upload!,
            create: inner.logics.create!,
            revise: inner.logics.revise!,
          },
        }),
        policyLearners: bindPolicyLearners(deps).provide({
          actors: { loadLearners: inner.logics.loadLearners! },
        }),
      },
    })
    // Through the page's machine, as the route draws it.
    render(
      <ScreenHarness
        logic={bindPoliciesScreen(deps).provide({ actors: { page } })}
        input={undefined}
        onStart={() => {}}
        view={(frame) => <PoliciesScreen screen={frame} />}
      />,
    )
    return { scripted: scriptedPage(inner), spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'policies.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'policy.new':
        return void (await user.click(screen.getByRole('button', { name: 'Upload policy' })))
      case 'policy.revise':
      case 'policy.learners':
      case 'policy.download':
      case 'policy.end':
      case 'policy.delete': {
        const label = `${ACTIONS[event.type]}: ${nameOf(event.policyId)}`
        return void (await user.click(enabledControl(screen.queryByRole('button', { name: label }), label)))
      }
      case 'confirm.yes':
      case 'confirm.no': {
        const dialog = within(screen.getByRole('alertdialog'))
        const name = event.type === 'confirm.no' ? 'Cancel' : /^(End|Delete) policy$/
        return void (await user.click(dialog.getByRole('button', { name })))
      }
    }
  },
  expectState(snapshot) {
    context = snapshot.context as PoliciesPageContext
    if (snapshot.matches({ ready: 'uploading' }) || snapshot.matches({ ready: 'viewing' }))
      return void expect(screen.getByRole('dialog')).toBeTruthy()
    if (snapshot.matches('failed')) expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
    const confirming = ['confirmingEnd', 'ending', 'confirmingDelete', 'deleting'].some((state) =>
      snapshot.matches({ ready: state }),
    )
    if (confirming) {
      const name = nameOf(context.policyId ?? '')
      const ending = snapshot.matches({ ready: 'confirmingEnd' }) || snapshot.matches({ ready: 'ending' })
      const dialog = within(
        screen.getByRole('alertdialog', {
          name: ending ? POLICY_TEXTS.endTitle(name) : POLICY_TEXTS.deleteTitle(name),
        }),
      )
      if (context.confirmFailure) expect(dialog.getByText(context.confirmFailure)).toBeTruthy()
      return
    }
    expect(screen.queryByRole('alertdialog')).toBeNull()
    for (const policy of context.policies ?? []) {
      const row = within(screen.getByRole('row', { name: new RegExp(`^${policy.name}`) }))
      expect(row.queryByRole('button', { name: `End: ${policy.name}` }) !== null).toBe(
        policy.endedAt === null,
      )
      expect(row.queryByRole('button', { name: `PDF: ${policy.name}` }) !== null).toBe(policy.fileId !== null)
    }
    if (context.policies?.length === 0) expect(screen.getByText(POLICY_TEXTS.empty)).toBeTruthy()
  },
}
