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

/** A report page: one column that may shrink, so a wide table or chart scrolls inside its card, not the page. */
export const reportPage = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '5',
  p: { base: '4', md: '6' },
})

/** A report's header row: back link, title, badges and buttons, wrapping on a narrow screen. */
export const reportHeader = css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })

/**
 * A report's title: a basis, so that on a narrow screen the buttons wrap under it instead of squeezing it to a
 * letter per line; a word breaks only when it is wider than the line on its own.
 */
export const reportTitle = css({
  fontSize: '2xl',
  fontWeight: 'bold',
  flex: '1 1 14rem',
  minW: '0',
  overflowWrap: 'break-word',
})

/** A cell of a plain log table (staff pages): top-aligned, a rule below each row. */
export const logCell = css({
  textAlign: 'left',
  px: '3',
  py: '2',
  verticalAlign: 'top',
  borderBottomWidth: '1px',
  borderColor: 'border',
})
