import { courseAddCustomersMachine } from '../../../../machines/learning/course-add-customers.machine'
import { courseCustomersMachine } from '../../../../machines/learning/course-customers.machine'
import { courseShareFormMachine } from '../../../../machines/learning/course-share-form.machine'
import {
  endCourseDeliveries,
  loadCourseCandidates,
  loadCourseCustomers,
  resyncCourse,
  shareCourse,
  unshareCourse,
} from '../../../api/learning/course-sharing'
import type { CourseShareCandidate } from '../../../domain/course-sharing'
import { gatewayCall, type FlowDeps } from '../deps'

// Course sharing for the signed-in partner (001 §4): its customers tab, the sharing form and its add dialog.

const GATHER_PAGE = 100

export function bindCourseAddCustomers(deps: FlowDeps) {
  return courseAddCustomersMachine.provide({
    actors: {
      loadCandidates: gatewayCall(({ companyId, courseId, query }) =>
        loadCourseCandidates(deps.api, companyId, courseId, query),
      ),
      // "Select all N customers": every available one under the query, a page of a hundred at a time.
      collectCandidates: gatewayCall(async ({ companyId, courseId, query }) => {
        const all: CourseShareCandidate[] = []
        for (let pageNumber = 0; ; pageNumber++) {
          const page = await loadCourseCandidates(deps.api, companyId, courseId, {
            ...query,
            pageNumber,
            pageSize: GATHER_PAGE,
          })
          all.push(...page.companies.filter((row) => row.isBoosted))
          if ((pageNumber + 1) * GATHER_PAGE >= page.pageInfo.totalCount) return all
        }
      }),
    },
  })
}

/** The sharing form's calls: the status tab's Start dialog as it is (the tab says how it went). */
export function bindCourseShareCalls(deps: FlowDeps) {
  return courseShareFormMachine.provide({
    actors: {
      submitShare: gatewayCall(({ companyId, courseId: id, action, batch }) =>
        shareCourse(deps.api, companyId, id, action, batch),
      ),
      addCustomers: bindCourseAddCustomers(deps),
    },
  })
}

/** The customers settings tab: the form that says how it went (the course's page then shows the status tab). */
export function bindCourseShareForm(deps: FlowDeps) {
  return bindCourseShareCalls(deps).provide({
    actions: { notify: (_, toast) => deps.toast(toast.title, toast.type) },
  })
}

export function bindCourseCustomers(deps: FlowDeps) {
  return courseCustomersMachine.provide({
    actors: {
      loadCustomers: gatewayCall(({ companyId, courseId: id }) =>
        loadCourseCustomers(deps.api, companyId, id),
      ),
      runBatch: gatewayCall(({ companyId, courseId: id, action, customerIds }) =>
        action === 'end'
          ? endCourseDeliveries(deps.api, companyId, id, customerIds)
          : action === 'remove'
            ? unshareCourse(deps.api, companyId, id, customerIds)
            : resyncCourse(deps.api, companyId, id, {
                customerCompanyIds: customerIds,
                isAllCustomers: false,
              }),
      ),
      shareForm: bindCourseShareCalls(deps),
    },
    actions: { notify: (_, toast) => deps.toast(toast.title, toast.type) },
  })
}
