import type { $Fetch } from 'ofetch'
import { create, object, string } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { CourseDetail, CourseList } from '../../domain/courses'
import { isPdfBytes, UploadedFile, ATTACHMENT_TEXTS } from '../../domain/training-attachment'
import {
  AdminPanelCampaigns,
  CourseStatistics,
  LearnerCount,
  type AssignmentType,
  type CampaignInfo,
} from '../../domain/training-campaign'
import { AfterFailureSetting } from '../../domain/training-after-failure'

// The library, a course's pages and its training campaigns (000 §7, 001 §7).

export async function listCourses(api: $Fetch, companyId: string) {
  return create(await api(PATHS.courses(companyId)), CourseList).courses
}

export async function loadCourse(api: $Fetch, companyId: string, courseId: string) {
  return create(await api(PATHS.courseView(companyId, courseId)), CourseDetail)
}

export async function loadCourseStatistics(api: $Fetch, companyId: string, courseId: string) {
  return create(await api(PATHS.courseStatistics(companyId, courseId)), CourseStatistics)
}

const Message = object({ message: string() })

/** GET api/v1/campaign/admin_panel/{companyId}/company (000 §7): every campaign, gaming ones after the rest. */
export async function listAdminPanelCampaigns(api: $Fetch, companyId: string) {
  const answer = create(await api(PATHS.adminPanelCampaigns(companyId)), AdminPanelCampaigns)
  return [...answer.campaigns, ...answer.gamingCampaigns]
}

export async function startTraining(api: $Fetch, companyId: string, campaignInfo: CampaignInfo) {
  await api(PATHS.campaign(companyId), { method: 'POST', body: { companyId, campaignInfo } })
}

export async function updateTraining(api: $Fetch, companyId: string, campaignInfo: CampaignInfo) {
  create(await api(PATHS.campaign(companyId), { method: 'PUT', body: { campaignInfo } }), Message)
}

export async function endTraining(api: $Fetch, companyId: string, campaignId: string) {
  create(await api(PATHS.endCampaign(companyId, campaignId), { method: 'PUT' }), Message)
}

export async function deleteTraining(api: $Fetch, companyId: string, campaignId: string) {
  create(await api(PATHS.deleteCampaign(companyId, campaignId), { method: 'DELETE' }), Message)
}

/** Uploads a chosen PDF, first judged by its bytes here (the gateway judges them again). */
export async function uploadTrainingFile(api: $Fetch, companyId: string, file: unknown) {
  if (!(file instanceof Blob)) throw new Error(ATTACHMENT_TEXTS.fileRequired)
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer())
  if (!isPdfBytes(head)) throw new Error(ATTACHMENT_TEXTS.notPdf)
  const body = new FormData()
  body.append('file', file, file instanceof File ? file.name : 'attachment.pdf')
  try {
    return create(await api(PATHS.trainingFiles(companyId), { method: 'POST', body }), UploadedFile)
  } catch (error) {
    // The gateway's refusal names the file's problem in the spec's words: say those, not "Validation failed".
    const field = (error as { data?: { validationResults?: { message?: string }[] } }).data
      ?.validationResults?.[0]?.message
    if (field) throw new Error(field)
    throw error
  }
}

export async function downloadTrainingFile(api: $Fetch, companyId: string, fileId: string): Promise<Blob> {
  return await api(PATHS.trainingFile(companyId, fileId), { responseType: 'blob' })
}

export async function loadAfterFailure(api: $Fetch, companyId: string) {
  return create(await api(PATHS.trainingAfterFailure(companyId)), AfterFailureSetting)
}

export async function saveAfterFailure(
  api: $Fetch,
  companyId: string,
  setting: { courseId: string | null; days: number; onSimulation: boolean; onExercise: boolean },
) {
  await api(PATHS.trainingAfterFailure(companyId), { method: 'PUT', body: setting })
}

/** Ours: the course as a SCORM 1.2 package. */
export async function downloadScorm(api: $Fetch, companyId: string, courseId: string): Promise<Blob> {
  return await api(PATHS.courseScorm(companyId, courseId), {
    responseType: 'blob',
  })
}

/** 000 §7 users/count: how many learners a training for this audience would reach. */
export async function countTrainingLearners(
  api: $Fetch,
  companyId: string,
  assignmentType: AssignmentType,
  ids: readonly string[],
) {
  const query = new URLSearchParams({ assignmentType })
  for (const id of ids) query.append('ids', id)
  return create(await api(`${PATHS.learnerCount(companyId)}?${query}`), LearnerCount).data.count
}
