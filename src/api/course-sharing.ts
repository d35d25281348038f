import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { BASE } from '../domain/api-paths'
import {
  BatchResult,
  CourseCandidatesPage,
  CourseCustomers,
  type CandidateQuery,
  type ResyncBatch,
  type ShareBatch,
} from '../domain/course-sharing'

// Course sharing to customers (001 §7 "Course sharing and custom training"; resync is ours).

const id = encodeURIComponent
const company = (companyId: string) => `${BASE.api}/course/company/${id(companyId)}`
// The spec's repeated query parameter: customerCompanyIds=a&customerCompanyIds=b.
const repeated = (ids: string[]) => ids.map((value) => `customerCompanyIds=${id(value)}`).join('&')

export async function loadCourseCustomers(api: $Fetch, companyId: string, courseId: string) {
  const body = await api(
    `${BASE.api}/course/${id(companyId)}/companies_with_shared_trainings/${id(courseId)}`,
  )
  return create(body, CourseCustomers)
}

export async function loadCourseCandidates(
  api: $Fetch,
  companyId: string,
  courseId: string,
  query: CandidateQuery,
) {
  const body = await api(
    `${BASE.api}/course/${id(companyId)}/companies_without_shared_training/${id(courseId)}`,
    {
      query: { ...query },
    },
  )
  return create(body, CourseCandidatesPage)
}

export async function shareCourse(
  api: $Fetch,
  companyId: string,
  courseId: string,
  action: 'share' | 'start',
  batch: ShareBatch,
) {
  const body = await api(`${company(companyId)}/${action}/${id(courseId)}/batch`, {
    method: 'POST',
    body: batch,
  })
  return create(body, BatchResult)
}

export async function resyncCourse(api: $Fetch, companyId: string, courseId: string, batch: ResyncBatch) {
  const body = await api(`${company(companyId)}/resync/${id(courseId)}/batch`, {
    method: 'POST',
    body: batch,
  })
  return create(body, BatchResult)
}

export async function endCourseDeliveries(api: $Fetch, companyId: string, courseId: string, ids: string[]) {
  const body = await api(
    `${BASE.api}/campaign/company/${id(companyId)}/end/by_course/${id(courseId)}/batch?${repeated(ids)}`,
    { method: 'PATCH' },
  )
  return create(body, BatchResult)
}

export async function unshareCourse(api: $Fetch, companyId: string, courseId: string, ids: string[]) {
  const body = await api(`${company(companyId)}/unshare/${id(courseId)}/batch?${repeated(ids)}`, {
    method: 'DELETE',
  })
  return create(body, BatchResult)
}
