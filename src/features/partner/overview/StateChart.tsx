import { BarChart } from 'echarts/charts'
import { GridComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import ReactEChartsCore from 'echarts-for-react/esm/core'
import { token } from '../../../../styled-system/tokens'
import { CUSTOMER_STATES, CUSTOMER_STATE_LABELS, type CustomerState } from '../../../domain/reseller-overview'

echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer])

// Its own lazy chunk: echarts loads only when the overview is open.

const COLORS: Record<CustomerState, string> = {
  BOOSTED: token('colors.green.600'),
  TRIAL_ACTIVE: token('colors.blue.500'),
  FREE: token('colors.gray.400'),
  UNREGISTERED: token('colors.purple.500'),
}

/** Customers by licence state, as bars; the figures also said in words. */
export default function StateChart({ byState }: { byState: Record<CustomerState, number> }) {
  return (
    <div
      role="img"
      aria-label={CUSTOMER_STATES.map((state) => `${CUSTOMER_STATE_LABELS[state]} ${byState[state]}`).join(
        ', ',
      )}
    >
      <ReactEChartsCore
        echarts={echarts}
        opts={{ renderer: 'svg' }}
        style={{ height: 200, width: '100%' }}
        option={{
          textStyle: { fontFamily: 'sans-serif', fontSize: 12, color: token('colors.gray.700') },
          grid: { left: 96, right: 32, top: 8, bottom: 24 },
          tooltip: { trigger: 'axis' },
          xAxis: { type: 'value', minInterval: 1 },
          yAxis: {
            type: 'category',
            inverse: true,
            data: CUSTOMER_STATES.map((state) => CUSTOMER_STATE_LABELS[state]),
          },
          series: [
            {
              type: 'bar',
              data: CUSTOMER_STATES.map((state) => ({
                value: byState[state],
                itemStyle: { color: COLORS[state] },
              })),
              label: { show: true, position: 'right' },
            },
          ],
        }}
      />
    </div>
  )
}
