import { css } from '../../styled-system/css'

// The console's card surfaces: a page panel (a section with a heading) and a smaller card in a grid.

export const panel = css({
  bg: 'surface.card',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border',
  p: '6',
  display: 'flex',
  flexDir: 'column',
  gap: '3',
})

export const card = css({
  bg: 'surface.card',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border',
  p: '5',
  display: 'flex',
  flexDir: 'column',
  gap: '2',
})

/** A list's card: campaign cards on the landing, a chosen pack's panel in the wizard. */
export const cardPanel = css({
  display: 'grid',
  gap: '3',
  bg: 'surface.card',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  p: '4',
})
