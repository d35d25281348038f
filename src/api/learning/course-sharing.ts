import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import {
  BatchResult,
  CourseCandidatesPage,
  CourseCustomers,
  type CandidateQuery,
  type ResyncBatch,
  type ShareBatch,
} from '../../domain/course-sharing'

// Course sharing to customers (001 §7 "Course sharing and custom training"; resync is ours).

const id = encodeURIComponent
// The spec's repeated query parameter: customerCompanyIds=a&customerCompanyIds=b.
const repeated = (ids: string[]) => ids.map((value) => `customerCompanyIds=${id(value)}`).join('&')

export async function loadCourseCustomers(api: $Fetch, companyId: string, courseId: string) {
  const body = await api(PATHS.sharedCourseCompanies(companyId, courseId))
  return create(body, CourseCustomers)
}

export async function loadCourseCandidates(
  api: $Fetch,
  companyId: string,
  courseId: string,
  query: CandidateQuery,
) {
  const body = await api(PATHS.unsharedCourseCompanies(companyId, courseId), {
    query: { ...query },
  })
  return create(body, CourseCandidatesPage)
}

export async function shareCourse(
  api: $Fetch,
  companyId: string,
  courseId: string,
  action: 'share' | 'start',
  batch: ShareBatch,
) {
  const body = await api(PATHS.courseShareBatch(companyId, action, courseId), {
    method: 'POST',
    body: batch,
  })
  return create(body, BatchResult)
}

export async function resyncCourse(api: $Fetch, companyId: string, courseId: string, batch: ResyncBatch) {
  const body = await api(PATHS.courseResyncBatch(companyId, courseId), {
    method: 'POST',
    body: batch,
  })
  return create(body, BatchResult)
}

export async function endCourseDeliveries(api: $Fetch, companyId: string, courseId: string, ids: string[]) {
  const body = await api(`${PATHS.courseEndBatch(companyId, courseId)}?${repeated(ids)}`, { method: 'PATCH' })
  return create(body, BatchResult)
}

export async function unshareCourse(api: $Fetch, companyId: string, courseId: string, ids: string[]) {
  const body = await api(`${PATHS.courseUnshareBatch(companyId, courseId)}?${repeated(ids)}`, {
    method: 'DELETE',
  })
  return create(body, BatchResult)
}
