import type { $Fetch } from 'ofetch'
import { create, number, object, string } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import {
  CustomTraining,
  CustomTrainingList,
  type DraftContent,
  type NewTraining,
} from '../../domain/custom-training'

// Custom training (001 §7 publish, disable_custom_training, clone; the list, create, read and draft save ours).

const Created = object({ id: string() })

export async function listCustomTrainings(api: $Fetch, companyId: string) {
  return create(await api(PATHS.customTrainings(companyId)), CustomTrainingList).items
}

export async function createCustomTraining(api: $Fetch, companyId: string, training: NewTraining) {
  return create(await api(PATHS.customTrainings(companyId), { method: 'POST', body: training }), Created)
}

export async function loadCustomTraining(api: $Fetch, companyId: string, courseId: string) {
  return create(await api(PATHS.customTraining(companyId, courseId)), CustomTraining)
}

export async function saveCustomTrainingDraft(
  api: $Fetch,
  companyId: string,
  courseId: string,
  version: number,
  content: DraftContent,
) {
  const saved = await api(PATHS.customTrainingDraft(companyId, courseId), {
    method: 'PUT',
    body: { version, content },
  })
  return create(saved, object({ version: number() })).version
}

export async function publishCustomTraining(
  api: $Fetch,
  companyId: string,
  courseId: string,
  isDraft: boolean,
) {
  await api(PATHS.customTrainingPublish(companyId), {
    method: 'POST',
    body: { course_id: courseId, is_draft: isDraft },
  })
}

export async function setCustomTrainingActive(
  api: $Fetch,
  companyId: string,
  courseId: string,
  active: boolean,
) {
  await api(PATHS.customTrainingDisable(companyId), { method: 'POST', body: { course_id: courseId, active } })
  return { active }
}

export async function cloneCourse(api: $Fetch, companyId: string, courseId: string) {
  return create(await api(PATHS.courseClone(companyId, courseId), { method: 'POST' }), Created)
}
