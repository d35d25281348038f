import ForecastPage from '../../features/partner/forecast/ForecastPage'
import { useBoundFlow } from '../browser-deps'
import { bindOpportunityForecast } from '../flows/partner/opportunity-forecast'
import { inspect } from '../inspector'

/** /opportunity-forecast. */
export default function ForecastRoute() {
  return <ForecastPage logic={useBoundFlow(bindOpportunityForecast)} inspect={inspect} />
}
