import { feedbackSurveyMachine } from '../../../../machines/survey/feedback-survey.machine'
import { loadSurveys, sendSurveyResponse } from '../../../api/survey/survey'
import { companyIdOf, gatewayCall, userIdOf, type FlowDeps } from '../deps'

/** The feedback survey of the signed-in user. */
export function bindFeedbackSurvey(deps: FlowDeps) {
  return feedbackSurveyMachine.provide({
    actors: {
      loadSurveys: gatewayCall(() => loadSurveys(deps.api, companyIdOf(deps), userIdOf(deps))),
      sendResponse: gatewayCall((input) =>
        sendSurveyResponse(deps.api, companyIdOf(deps), userIdOf(deps), input),
      ),
    },
  })
}
