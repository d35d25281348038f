import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { expect } from 'vitest'
import { fromPromise } from 'xstate'
import type { CoursePageContext, CoursePageEvent } from '../../../../machines/learning/course-page.machine'
import { trainingNow, trainingToday } from '../../../../machines/samples/training.samples'
import {
  bindCoursePage,
  bindScormExport,
  bindTrainingAfterFailure,
  bindTrainingForm,
} from '../../../../src/app/flows/learning/course-page'
import type { FlowDeps } from '../../../../src/app/flows/deps'
import { bindReminderDialog } from '../../../../src/app/flows/users/reminder-dialog'
import { bindUserSearch } from '../../../../src/app/flows/exercise/user-search'
import { TRAINING_TEXTS } from '../../../../src/domain/training-campaign'
import type { AfterFailureSetting } from '../../../../src/domain/training-after-failure'
import CoursePage from '../../../../src/features/learning/CoursePage'
import { enabledControl } from '../../controls'
import { createScriptedActors, type ScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

let context: CoursePageContext | null = null
const nameOf = (id: string) => context?.data?.statistics.campaigns.find((row) => row.id === id)?.name ?? id

/** The form is the real dialog, finished by the user: Start training (the directory and save answered) or Cancel. */
function scriptedPage(inner: ScriptedActors): ScriptedActors {
  const user = userEvent.setup({ delay: null })
  return {
    logics: inner.logics,
    async settle(id, outcome) {
      if (id !== 'trainingForm') return inner.settle(id, outcome)
      const dialog = within(await screen.findByRole('dialog'))
      await inner.settle('loadDirectory', { failed: false, output: { departments: [], groups: [] } })
      const campaignId = context?.campaignId ?? null
      const campaign = context?.data?.statistics.campaigns.find((row) => row.id === campaignId) ?? null
      const saved = (outcome.output as { saved: string | null }).saved
      if (saved) {
        await user.click(dialog.getByRole('button', { name: campaign ? 'Save' : 'Start training' }))
        await inner.settle('save', { failed: false, output: undefined })
      } else await user.click(dialog.getByRole('button', { name: 'Cancel' }))
      return {
        course: {
          id: context?.courseId ?? '',
          name: context?.data?.detail.course.name ?? '',
          totalChapters: context?.data?.detail.course.totalChapters ?? 0,
        },
        campaign,
        today: trainingToday,
        now: trainingNow,
      }
    },
  }
}

// The course with the children its page starts beside it (each its own actor, as the page's children are).
function Harness({ logic, deps }: { logic: ReturnType<typeof bindCoursePage>; deps: FlowDeps }) {
  const page = useActorRef(logic, {
    input: { courseId: 'crs_annual', today: trainingToday, now: trainingNow },
  })
  const reminder = useActorRef(useMemo(() => bindReminderDialog(deps), [deps]))
  const userSearch = useActorRef(useMemo(() => bindUserSearch(deps), [deps]))
  // Its own paths are the trainingAfterFailure machine's: here it is off.
  const afterFailure = useActorRef(
    useMemo(
      () =>
        bindTrainingAfterFailure(deps).provide({
          actors: {
            loadSetting: fromPromise(async (): Promise<AfterFailureSetting> => ({
              courseId: null,
              courseName: null,
              days: 7,
              onSimulation: true,
              onExercise: true,
            })),
          },
        }),
      [deps],
    ),
    { input: { courseId: 'crs_annual' } },
  )
  const scorm = useActorRef(
    useMemo(() => bindScormExport(deps), [deps]),
    {
      input: { courseId: 'crs_annual', hasAccess: false },
    },
  )
  return (
    <CoursePage
      tab="settings"
      base="/courses/crs_annual"
      page={page}
      reminder={reminder}
      userSearch={userSearch}
      afterFailure={afterFailure}
      scorm={scorm}
    />
  )
}

const ACTIONS = { 'campaign.edit': 'Edit', 'campaign.end': 'End', 'campaign.delete': 'Delete' } as const

export const coursePageView: ViewAdapter<CoursePageEvent> = {
  machineId: 'coursePage',
  mount() {
    const inner = createScriptedActors([
      'loadCourse',
      'endCampaign',
      'deleteCampaign',
      'downloadAttachment',
      'loadDirectory',
      'save',
    ])
    const { deps, spies } = scriptedDeps()
    const logic = bindCoursePage(deps).provide({
      actors: {
        loadCourse: inner.logics.loadCourse!,
        endCampaign: inner.logics.endCampaign!,
        deleteCampaign: inner.logics.deleteCampaign!,
        downloadAttachment: inner.logics.downloadAttachment!,
        trainingForm: bindTrainingForm(deps).provide({
          actors: { loadDirectory: inner.logics.loadDirectory!, save: inner.logics.save! },
        }),
      },
    })
    render(<Harness logic={logic} deps={deps} />)
    return { scripted: scriptedPage(inner), spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'course.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'course.assign':
        return void (await user.click(screen.getByRole('button', { name: 'Assign training' })))
      case 'campaign.edit':
      case 'campaign.end':
      case 'campaign.delete': {
        const label = `${ACTIONS[event.type]}: ${nameOf(event.campaignId)}`
        return void (await user.click(enabledControl(screen.queryByRole('button', { name: label }), label)))
      }
      case 'campaign.download': {
        const title = context?.data?.statistics.campaigns.find((row) => row.id === event.campaignId)
          ?.attachment?.title
        const label = `PDF: ${title}`
        return void (await user.click(enabledControl(screen.queryByRole('button', { name: label }), label)))
      }
      case 'confirm.yes':
      case 'confirm.no': {
        const dialog = within(screen.getByRole('alertdialog'))
        const name = event.type === 'confirm.no' ? 'Cancel' : /^(End|Delete) training$/
        return void (await user.click(dialog.getByRole('button', { name })))
      }
    }
  },
  expectState(snapshot) {
    context = snapshot.context as CoursePageContext
    if (snapshot.matches({ ready: 'editing' })) return void expect(screen.getByRole('dialog')).toBeTruthy()
    if (snapshot.matches('failed')) expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
    const confirming = ['confirmingEnd', 'ending', 'confirmingDelete', 'deleting'].some((state) =>
      snapshot.matches({ ready: state }),
    )
    if (confirming) {
      const name = nameOf(context.campaignId ?? '')
      const title =
        snapshot.matches({ ready: 'confirmingEnd' }) || snapshot.matches({ ready: 'ending' })
          ? TRAINING_TEXTS.endTitle(name)
          : TRAINING_TEXTS.deleteTitle(name)
      const dialog = within(screen.getByRole('alertdialog', { name: title }))
      if (context.confirmFailure) expect(dialog.getByText(context.confirmFailure)).toBeTruthy()
      return
    }
    expect(screen.queryByRole('alertdialog')).toBeNull()
    for (const campaign of context.data?.statistics.campaigns ?? []) {
      const name = campaign.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const row = within(screen.getByRole('row', { name: new RegExp(`^${name}`) }))
      expect(row.queryByRole('button', { name: `End: ${campaign.name}` }) !== null).toBe(
        campaign.dateEnded === null,
      )
      // A PDF is a download (its button busy while one is under way), a link a plain link.
      if (campaign.attachment?.kind === 'pdf')
        expect(row.getByRole('button', { name: `PDF: ${campaign.attachment.title}` })).toHaveProperty(
          'disabled',
          !snapshot.matches({ ready: 'idle' }),
        )
      if (campaign.attachment?.kind === 'link')
        expect(row.getByRole('link', { name: `Link: ${campaign.attachment.title}` })).toHaveAttribute(
          'href',
          campaign.attachment.url,
        )
    }
  },
}
