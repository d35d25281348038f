import { css } from '../../../styled-system/css'

export const radioRow = css({ display: 'flex', gap: '5', flexWrap: 'wrap' })
export const fieldLabel = css({ fontSize: 'sm', fontWeight: 'medium' })
