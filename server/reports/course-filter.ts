import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/open'
import { trainingCampaigns } from '../db/schema'
import { invalid } from '../errors'

/** A report's `courseIds` filter: at most 100, each a course this company trains on. A course it never ran and
 * another company's course are refused alike, in the report's own words. */
export async function checkedCourseIds(
  db: Database,
  companyId: string,
  params: URLSearchParams,
  unknownCourse: string,
): Promise<string[]> {
  const courseIds = params.getAll('courseIds')
  if (courseIds.length > 100) throw invalid([{ field: 'courseIds', message: unknownCourse }])
  if (courseIds.length === 0) return courseIds
  const known = await db
    .selectDistinct({ id: trainingCampaigns.courseId })
    .from(trainingCampaigns)
    .where(and(eq(trainingCampaigns.companyId, companyId), inArray(trainingCampaigns.courseId, courseIds)))
  if (known.length !== new Set(courseIds).size)
    throw invalid([{ field: 'courseIds', message: unknownCourse }])
  return courseIds
}
