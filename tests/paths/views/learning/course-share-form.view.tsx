import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import type { ActorRefFrom, AnyMachineSnapshot } from 'xstate'
import type { CourseAddContext } from '../../../../machines/learning/course-add-customers.machine'
import { COURSE_CANDIDATE_PAGES } from '../../../../machines/learning/course-add-customers.scenarios'
import type {
  CourseShareFormContext,
  CourseShareFormEvent,
  CourseShareFormInput,
  courseShareFormMachine,
} from '../../../../machines/learning/course-share-form.machine'
import {
  bindCourseAddCustomers,
  bindCourseShareForm,
} from '../../../../src/app/flows/learning/course-sharing'
import { INHERIT_LABELS, type ShareForm } from '../../../../src/domain/course-sharing'
import { TRAINING_DAYS_PRESETS } from '../../../../src/domain/training-campaign'
import { CourseShareSettings } from '../../../../src/features/learning/sharing/CourseShareForm'
import { enabledControl } from '../../controls'
import { createScriptedActors, type ScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The customers settings tab. The add-customers dialog is the real one: the path's "the dialog finished" step
// is done in it by the user — Contoso ticked and Add, or Cancel.
const mounted: { form: ActorRefFrom<typeof courseShareFormMachine> | null } = { form: null }

function Harness({ logic, input }: { logic: typeof courseShareFormMachine; input: CourseShareFormInput }) {
  const form = useActorRef(logic, { input })
  useEffect(() => {
    mounted.form = form
  }, [form])
  return <CourseShareSettings form={form} />
}

/** The form's gateway actor scripted; `addCustomers` finished through the real dialog. */
export function scriptedShareForm(
  inner: ScriptedActors,
  form: () => ActorRefFrom<typeof courseShareFormMachine>,
): ScriptedActors {
  const user = userEvent.setup({ delay: null })
  return {
    logics: inner.logics,
    async settle(id, outcome) {
      if (id !== 'addCustomers') return inner.settle(id, outcome)
      const child = form().getSnapshot().children.addCustomers!
      const { companyId, courseId, actionType, chosen } = (
        child.getSnapshot() as { context: CourseAddContext }
      ).context
      const picked = (outcome.output as { customers: { companyName: string }[] }).customers
      await inner.settle('loadCandidates', { failed: false, output: COURSE_CANDIDATE_PAGES.some })
      const dialog = await screen.findByRole('dialog', { name: 'Add customers' })
      if (picked.length > 0) {
        for (const customer of picked)
          await user.click(
            await within(dialog).findByRole('checkbox', { name: `Select ${customer.companyName}` }),
          )
        await user.click(within(dialog).getByRole('button', { name: 'Add' }))
      } else await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      return { companyId, courseId, actionType, chosen }
    },
  }
}

export async function performShareForm(
  event: CourseShareFormEvent,
  user: Parameters<ViewAdapter['perform']>[1],
) {
  switch (event.type) {
    case 'form.submit':
      return void (await user.click(screen.getByRole('button', { name: /^(Share|Start)$/ })))
    case 'form.cancel':
      return void (await user.click(
        enabledControl(screen.queryByRole('button', { name: 'Cancel' }), 'Cancel'),
      ))
    case 'customers.add':
      return void (await user.click(screen.getByRole('button', { name: 'Add customers' })))
    case 'customer.remove': {
      const name = mounted.form
        ?.getSnapshot()
        .context.form.customers.find((c) => c.companyId === event.companyId)
      return void (await user.click(
        screen.getByRole('button', { name: `Remove ${name?.companyName ?? ''}` }),
      ))
    }
    case 'form.change': {
      const { patch } = event
      if (patch.inherit)
        return void (await user.click(screen.getByRole('radio', { name: INHERIT_LABELS[patch.inherit] })))
      if (patch.daysPreset !== undefined) {
        const preset = TRAINING_DAYS_PRESETS[patch.daysPreset]
        await user.click(screen.getByRole('radio', { name: preset === null ? 'Custom' : `${preset} days` }))
        const box = screen.getByLabelText('Custom days')
        await user.clear(box)
        return void (await user.type(box, patch.customDays ?? ''))
      }
      if (patch.startDate !== undefined)
        return void fireEvent.change(screen.getByLabelText('Start date'), {
          target: { value: patch.startDate },
        })
    }
  }
  throw new Error(`No user action for ${JSON.stringify(event)}`)
}

// The form's messages for the values the scenarios type (today is the scenarios' 2026-11-26), in the spec's words
// and written out here rather than asked of the rule the machine's guard uses. A value with no line fails.
const DAYS_MESSAGES: Record<string, string | null> = {
  '0|': null,
  '1|': null,
  '2|0': 'Days must be a positive number',
  '2|21': null,
}
const START_MESSAGES: Record<string, string | null> = {
  '2026-11-26': null,
  '2026-11-20': 'The start date cannot be in the past.',
  '2026-12-01': null,
}
/** Every message the form can show for these values: each must be on screen exactly when expected. */
const ALL_MESSAGES = [
  'Please add customers',
  'Field is required',
  'Days must be a positive number',
  'The start date cannot be in the past.',
  'The start date should be valid.',
]

function expectedLine(table: Record<string, string | null>, key: string, what: string): string | null {
  if (!(key in table)) throw new Error(`no expectation for ${what} "${key}"`)
  return table[key] ?? null
}

function expectedProblems(form: ShareForm): string[] {
  const problems: (string | null)[] = [form.customers.length === 0 ? 'Please add customers' : null]
  if (form.inherit === 'copy') return problems.filter((line) => line !== null)
  if (form.notificationsEnabled && (!form.subject.trim() || !form.message.trim()))
    problems.push('Field is required')
  const custom = form.daysPreset === 2 ? form.customDays : ''
  problems.push(expectedLine(DAYS_MESSAGES, `${form.daysPreset}|${custom}`, 'the days'))
  problems.push(expectedLine(START_MESSAGES, form.startDate, 'the start date'))
  return problems.filter((line) => line !== null)
}

export function expectShareForm(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as CourseShareFormContext
  if (snapshot.matches('adding'))
    return void expect(screen.getByRole('dialog', { name: 'Add customers' })).toBeTruthy()
  expect(screen.queryByRole('dialog', { name: 'Add customers' })).toBeNull()
  const { form } = context
  expect(
    (screen.getByRole('radio', { name: INHERIT_LABELS[form.inherit] }) as HTMLInputElement).checked,
  ).toBe(true)
  const chosen = screen.queryByRole('list', { name: 'Chosen customers' })
  if (form.customers.length === 0) expect(chosen).toBeNull()
  else
    for (const customer of form.customers)
      expect(within(chosen!).getByText(customer.companyName)).toBeTruthy()
  if (form.inherit === 'copy_and_start') {
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe(form.startDate)
    if (form.daysPreset === 2)
      expect((screen.getByLabelText('Custom days') as HTMLInputElement).value).toBe(form.customDays)
  } else expect(screen.queryByLabelText('Start date')).toBeNull()
  const problems = expectedProblems(form)
  if (context.showProblems)
    for (const message of ALL_MESSAGES)
      expect(screen.queryAllByText(message).length > 0, message).toBe(problems.includes(message))
  if (!context.showProblems) expect(screen.queryByRole('alert')).toBeNull()
  if (context.failure) expect(screen.getByText(context.failure)).toBeTruthy()
  expect(screen.getByRole('button', { name: /^(Share|Start)$/ })).toHaveProperty(
    'disabled',
    snapshot.hasTag('busy'),
  )
}

export const courseShareFormView: ViewAdapter = {
  machineId: 'courseShareForm',
  mount(input) {
    const inner = createScriptedActors(['submitShare', 'loadCandidates', 'collectCandidates'])
    const { deps, spies } = scriptedDeps()
    const logic = bindCourseShareForm(deps).provide({
      actors: {
        submitShare: inner.logics.submitShare!,
        addCustomers: bindCourseAddCustomers(deps).provide({
          actors: {
            loadCandidates: inner.logics.loadCandidates!,
            collectCandidates: inner.logics.collectCandidates!,
          },
        }),
      },
    })
    render(<Harness logic={logic} input={input as CourseShareFormInput} />)
    return { scripted: scriptedShareForm(inner, () => mounted.form!), spies }
  },
  perform: (event, user) =>
    event.type === 'form.cancel'
      ? // The settings tab has no Cancel: the status tab's Start dialog does (its adapter clicks it).
        Promise.resolve(void act(() => mounted.form!.send(event as CourseShareFormEvent)))
      : performShareForm(event as CourseShareFormEvent, user),
  expectState(snapshot) {
    // Finished: the tab gives way to the status tab (navigation), the dialog to the table.
    if (snapshot.status === 'done') return
    expectShareForm(snapshot)
  },
}
