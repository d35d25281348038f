import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import {
  simulationCreateStepOf,
  type simulationCreateMachine,
  type SimulationCreateContext,
  type SimulationCreateEvent,
  type SimulationCreateInput,
} from '../../../../machines/simulation/simulation-create.machine'
import type { UserMatches } from '../../../../machines/exercise/user-search.machine'
import { simulationTemplateEditorMachine } from '../../../../machines/simulation/simulation-template-editor.machine'
import { AUDIENCE_LABELS, SIMULATION_KIND_LABELS } from '../../../../src/domain/simulation/campaign'
import { SIMULATION_CREATE_STEPS } from '../../../../src/domain/simulation/draft'
import { stepProblems } from '../../../../src/domain/simulation/rules'
import { SimulationCreatePage } from '../../../../src/features/simulation/create/SimulationCreatePage'
import { bindSimulationCreate } from '../../../../src/app/flows/simulation/simulation-create'
import { bindUserSearch } from '../../../../src/app/flows/exercise/user-search'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { enabledControl } from '../../controls'
import { scriptedDeps } from '../../scripted-deps'

// The picker's own paths are the userSearch machine's; here it never finds anyone.
const search = bindUserSearch(scriptedDeps().deps).provide({
  actors: { searchUsers: fromPromise(async (): Promise<UserMatches> => ({ items: [], total: 0 })) },
})
const mounted: { actor: ActorRefFrom<typeof simulationCreateMachine> | null } = { actor: null }

function Harness({ logic, input }: { logic: typeof simulationCreateMachine; input: SimulationCreateInput }) {
  const flow = useActorRef(logic, { input })
  const userSearch = useActorRef(search)
  // The editor's own paths are its machine's: here its result arrives as the create flow's event.
  const templateEditor = useActorRef(simulationTemplateEditorMachine)
  useEffect(() => {
    mounted.actor = flow
  }, [flow])
  return <SimulationCreatePage flow={flow} userSearch={userSearch} templateEditor={templateEditor} />
}

const send = (event: SimulationCreateEvent) => act(() => mounted.actor!.send(event))
const button = (name: string | RegExp) => screen.queryByRole('button', { name })

export const simulationCreateView: ViewAdapter = {
  machineId: 'simulationCreate',
  mount(input) {
    const scripted = createScriptedActors(['loadOptions', 'loadTemplates', 'planFlight', 'launchCampaign'])
    render(
      <Harness
        logic={bindSimulationCreate(scriptedDeps().deps).provide({ actors: scripted.logics })}
        input={input as SimulationCreateInput}
      />,
    )
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    const e = event as SimulationCreateEvent
    // The 300 ms template-search pause: the path's timer step is the moment it ends.
    if (e.type.startsWith('xstate.after.')) return void send(e)
    const snapshot = mounted.actor!.getSnapshot()
    const templateName = (id: string) => snapshot.context.templates.find((t) => t.id === id)?.name ?? id
    switch (e.type) {
      case 'kind.choose':
        return void (await user.click(
          enabledControl(screen.queryByRole('radio', { name: SIMULATION_KIND_LABELS[e.kind] }), 'kind'),
        ))
      case 'templates.filter': {
        const select = screen.queryByRole('combobox', { name: 'Difficulty' })
        return void (await user.selectOptions(enabledControl(select, 'Difficulty'), e.filter.difficulty))
      }
      case 'template.toggle':
        return void (await user.click(
          enabledControl(
            screen.queryByRole('checkbox', { name: templateName(e.templateId) }),
            'template box',
          ),
        ))
      case 'template.created':
        // Sent by the template editor when it saved (its own adapter drives that dialog).
        return void send(e)
      case 'template.preview':
        return void (await user.click(
          enabledControl(button(`Preview ${templateName(e.templateId)}`), 'Preview'),
        ))
      case 'preview.close': {
        const dialog = within(screen.getByRole('dialog'))
        return void (await user.click(dialog.getByRole('button', { name: 'Close' })))
      }
      case 'draft.change': {
        const patch = e.patch
        if ('name' in patch) {
          const name = screen.getByLabelText('Campaign name')
          await user.clear(name)
          if (patch.name) await user.type(name, patch.name)
          return
        }
        if ('audience' in patch)
          return void (await user.click(
            enabledControl(
              screen.queryByRole('radio', { name: AUDIENCE_LABELS[patch.audience!] }),
              'audience',
            ),
          ))
        if ('departmentIds' in patch) {
          const group = screen.queryByRole('group', { name: 'Departments' })
          const box = group ? within(group).queryByLabelText('Sales') : null
          return void (await user.click(enabledControl(box, 'the Sales box')))
        }
        if ('loginPageId' in patch) {
          const select = screen.queryByRole('combobox', { name: 'Login page behind the link' })
          return void (await user.selectOptions(
            enabledControl(select, 'login page'),
            patch.loginPageId ?? '',
          ))
        }
        break
      }
      case 'users.add':
      case 'users.remove':
        // From outside this view's controls: the picker's own paths are the userSearch machine's (here it finds
        // no one), and what it picks reaches the flow as this event.
        return void send(e)
      case 'step.next':
        return void (await user.click(enabledControl(button(/^Next$/), 'Next')))
      case 'step.back':
        return void (await user.click(enabledControl(button('Back'), 'Back')))
      case 'plan.retry':
        return void (await user.click(enabledControl(button('Try again'), 'Try again')))
      case 'launch':
        return void (await user.click(enabledControl(button(/^Launch/), 'Launch')))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as SimulationCreateContext
    if (snapshot.status === 'done') return void expect(button(/^Launch/)).toBeTruthy()
    const step = simulationCreateStepOf(snapshot.value)
    // Behind the modal preview the page is hidden from assistive technology, yet still what the user sees.
    const hidden = context.previewId !== null
    const current = screen.getByRole('list', { name: 'Steps', hidden }).querySelector('[aria-current="step"]')
    expect(current).toHaveTextContent(SIMULATION_CREATE_STEPS[step]!)
    // The shared wizard footer: no Back on the first step.
    if (step === 0) expect(screen.queryByRole('button', { name: 'Back', hidden })).toBeNull()
    else
      expect(screen.getByRole('button', { name: 'Back', hidden })).toHaveProperty(
        'disabled',
        snapshot.matches({ reviewing: 'launching' }),
      )
    const messages = context.attempted
      ? stepProblems(step, context.draft, context.timeZone, context.today)
      : []
    for (const problem of messages) expect(screen.getAllByText(problem.message).length).toBeGreaterThan(0)
    if (step === 0) {
      expect(screen.getByRole('radio', { name: SIMULATION_KIND_LABELS[context.draft.kind] })).toHaveProperty(
        'checked',
        true,
      )
    } else if (step === 1) {
      const list = screen.getByRole('list', { name: 'Templates', hidden })
      const boxes = within(list)
        .queryAllByRole('checkbox', { hidden })
        .map((box) => box.closest('label')?.textContent)
      expect(boxes).toEqual(context.templates.map((t) => t.name))
      expect(screen.getByText(`Selected ${context.draft.templateIds.length} of at most 10`)).toBeTruthy()
      if (context.previewId) expect(screen.getByRole('dialog', { name: /^Preview: / })).toBeTruthy()
      else expect(screen.queryByRole('dialog')).toBeNull()
    } else if (step === 2) {
      expect(screen.getByRole('radio', { name: AUDIENCE_LABELS[context.draft.audience] })).toHaveProperty(
        'checked',
        true,
      )
      if (context.draft.audience === 'USERS_FROM_DEPARTMENTS')
        expect(screen.getByRole('group', { name: 'Departments' })).toBeTruthy()
      else expect(screen.queryByRole('group', { name: 'Departments' })).toBeNull()
    } else if (step === 3) {
      expect(screen.getByLabelText('Campaign name')).toHaveProperty('value', context.draft.name)
    } else {
      expect(screen.getByLabelText('Summary')).toHaveTextContent(context.draft.name)
      if (snapshot.matches({ reviewing: 'planning' }))
        expect(screen.getByText(/Planning each recipient/)).toBeTruthy()
      if (context.plan) expect(screen.getByRole('region', { name: 'Flight plan' })).toBeTruthy()
      else expect(screen.queryByRole('region', { name: 'Flight plan' })).toBeNull()
      if (snapshot.matches({ reviewing: 'planFailed' })) expect(button('Try again')).toBeTruthy()
      const launch = button(/^Launch/)!
      expect(launch).toHaveProperty('disabled', !snapshot.matches({ reviewing: 'planned' }))
    }
    if (step < 4)
      expect(screen.getByRole('button', { name: /^Next$/, hidden })).toHaveProperty('disabled', false)
  },
}
