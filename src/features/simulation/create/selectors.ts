import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import {
  simulationCreateStepOf,
  type simulationCreateMachine,
} from '../../../../machines/simulation/simulation-create.machine'
import { stepProblems } from '../../../domain/simulation/rules'

export type CreateFlow = ActorRefFrom<typeof simulationCreateMachine>
type Snapshot = SnapshotFrom<typeof simulationCreateMachine>

export const selectStep = (s: Snapshot) => simulationCreateStepOf(s.value)
export const selectDraft = (s: Snapshot) => s.context.draft
export const selectTemplates = (s: Snapshot) => s.context.templates
export const selectFilter = (s: Snapshot) => s.context.filter
export const selectOptions = (s: Snapshot) => s.context.options
export const selectChosenUsers = (s: Snapshot) => s.context.chosenUsers
export const selectPlan = (s: Snapshot) => s.context.plan
export const selectFailure = (s: Snapshot) => s.context.failure
export const selectPlanning = (s: Snapshot) => s.matches({ reviewing: 'planning' })
export const selectPlanFailed = (s: Snapshot) => s.matches({ reviewing: 'planFailed' })
export const selectLaunching = (s: Snapshot) => s.matches({ reviewing: 'launching' })
export const selectPreview = (s: Snapshot) =>
  s.context.templates.find((template) => template.id === s.context.previewId) ?? null
/** A step's messages, once Next was pressed on it. */
export const selectMessages = (s: Snapshot) =>
  s.context.attempted
    ? Object.fromEntries(
        stepProblems(selectStep(s), s.context.draft, s.context.timeZone, s.context.today).map((p) => [
          p.field,
          p.message,
        ]),
      )
    : {}
export const selectCanNext = (s: Snapshot) => s.matches('editing')
export const selectCanLaunch = (s: Snapshot) => s.can({ type: 'launch' })
