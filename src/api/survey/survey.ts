import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { SURVEY_PLATFORM, SurveyList } from '../../domain/survey'

// Survey calls (002 §7 "Survey"), both with the platform parameter.

export async function loadSurveys(api: $Fetch, companyId: string, userId: string) {
  const body = await api(PATHS.surveys(companyId, userId), { query: { platform: SURVEY_PLATFORM } })
  return create(body, SurveyList).surveys
}

export async function sendSurveyResponse(
  api: $Fetch,
  companyId: string,
  userId: string,
  response: { surveyId: string; rating: number; message: string },
) {
  await api(PATHS.surveyResponse(companyId, response.surveyId, userId), {
    method: 'POST',
    query: { platform: SURVEY_PLATFORM },
    body: { rating: response.rating, message: response.message },
  })
}
