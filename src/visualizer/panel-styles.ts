import { css } from '../../styled-system/css'

export const section = css({ display: 'flex', flexDir: 'column', gap: '2', mb: '4' })
export const heading = css({
  fontSize: 'xs',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
  color: 'text.muted',
})
export const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })
export const code = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  bg: 'surface.sunken',
  p: '2',
  borderRadius: 'md',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  maxH: '240px',
  overflowY: 'auto',
})
export const listItem = css({
  fontSize: 'sm',
  px: '2',
  py: '1',
  borderRadius: 'sm',
  textAlign: 'left',
  w: 'full',
  cursor: 'pointer',
  _hover: { bg: 'surface.sunken' },
  '&[aria-current=true]': { bg: 'brand.subtle', fontWeight: 'semibold' },
})
export const select = css({
  fontSize: 'sm',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  px: '2',
  h: '8',
  bg: 'surface.card',
  maxW: '100%',
})
/** A list of many rows (the generated paths): tall enough to scan, scrolling inside. */
export const listBox = css({
  fontSize: 'sm',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  p: '1',
  h: '72',
  bg: 'surface.card',
  maxW: '100%',
})
export const note = css({ fontSize: 'sm', color: 'text.muted' })
