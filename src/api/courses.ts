import type { $Fetch } from 'ofetch'
import { create, object, string } from 'superstruct'
import { PATHS } from '../domain/api-paths'
import { CourseDetail, CourseList } from '../domain/courses'
import { CourseStatistics, type CampaignInfo } from '../domain/training-campaign'

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
