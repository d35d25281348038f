import { css } from '../../../styled-system/css'

// The settings tabs' shared type and layout: a panel heading, a muted explanation, a row of buttons, a value to copy.
export const panelHeading = css({ fontSize: 'lg', fontWeight: 'semibold' })
export const muted = css({ color: 'text.muted', fontSize: 'sm' })
export const actionRow = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })
export const copyValue = css({ fontFamily: 'mono', fontSize: 'sm', wordBreak: 'break-all' })
export const textLink = css({ color: 'brand', fontWeight: 'semibold', textDecoration: 'underline' })
