import { coursePageMachine } from '../../../../machines/learning/course-page.machine'
import { trainingFormMachine } from '../../../../machines/learning/training-form.machine'
import { learnerCountMachine } from '../../../../machines/learning/learner-count.machine'
import { trainingAfterFailureMachine } from '../../../../machines/learning/training-after-failure.machine'
import { scormExportMachine } from '../../../../machines/learning/scorm-export.machine'
import {
  countTrainingLearners,
  deleteTraining,
  downloadScorm,
  downloadTrainingFile,
  endTraining,
  loadCourse,
  loadAfterFailure,
  loadCourseStatistics,
  saveAfterFailure,
  startTraining,
  updateTraining,
  uploadTrainingFile,
} from '../../../api/learning/courses'
import { directoryOptions } from '../../../api/users/users'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** A course's pages for the signed-in company: outline and statistics read together, campaigns acted on. */
export function bindCoursePage(deps: FlowDeps) {
  return coursePageMachine.provide({
    actors: {
      loadCourse: gatewayCall(async ({ courseId }) => {
        const [detail, statistics] = await Promise.all([
          loadCourse(deps.api, companyIdOf(deps), courseId),
          loadCourseStatistics(deps.api, companyIdOf(deps), courseId),
        ])
        return { detail, statistics }
      }),
      endCampaign: gatewayCall(({ campaignId }) => endTraining(deps.api, companyIdOf(deps), campaignId)),
      deleteCampaign: gatewayCall(({ campaignId }) =>
        deleteTraining(deps.api, companyIdOf(deps), campaignId),
      ),
      downloadAttachment: gatewayCall(async ({ fileId, fileName }) =>
        deps.download(fileName, await downloadTrainingFile(deps.api, companyIdOf(deps), fileId)),
      ),
      trainingForm: bindTrainingForm(deps),
    },
    actions: { notify: (_, toast) => deps.toast(toast.title, toast.type) },
  })
}

export function bindTrainingForm(deps: FlowDeps) {
  return trainingFormMachine.provide({
    actors: {
      loadDirectory: gatewayCall(() => directoryOptions(deps.api, companyIdOf(deps))),
      save: gatewayCall(({ info, update }) =>
        update
          ? updateTraining(deps.api, companyIdOf(deps), info)
          : startTraining(deps.api, companyIdOf(deps), info),
      ),
      upload: gatewayCall(({ file }) => uploadTrainingFile(deps.api, companyIdOf(deps), file)),
      learnerCount: bindLearnerCount(deps),
    },
  })
}

/** The training form's learner count, asked of the gateway. */
export function bindLearnerCount(deps: FlowDeps) {
  return learnerCountMachine.provide({
    actors: {
      countLearners: gatewayCall(({ assignmentType, ids }) =>
        countTrainingLearners(deps.api, companyIdOf(deps), assignmentType, ids),
      ),
    },
  })
}

/** The company's training after failure, from a course's settings tab. */
export function bindTrainingAfterFailure(deps: FlowDeps) {
  return trainingAfterFailureMachine.provide({
    actors: {
      loadSetting: gatewayCall(() => loadAfterFailure(deps.api, companyIdOf(deps))),
      saveSetting: gatewayCall((setting) => saveAfterFailure(deps.api, companyIdOf(deps), setting)),
    },
    actions: { notify: (_, toast) => deps.toast(toast.title, toast.type) },
  })
}

/** A course's SCORM package, saved under its own name. */
export function bindScormExport(deps: FlowDeps) {
  return scormExportMachine.provide({
    actors: {
      downloadScorm: gatewayCall(async ({ courseId, fileName }) =>
        deps.download(fileName, await downloadScorm(deps.api, companyIdOf(deps), courseId)),
      ),
    },
    actions: { notify: (_, toast) => deps.toast(toast.title, toast.type) },
  })
}
