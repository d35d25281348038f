import { css } from '../../../styled-system/css'

/**
 * What the toolbar's entries beside the bell share (the trial link, the survey prompt): shown from tablet width.
 * `css.raw` so Panda's extractor sees the responsive value; a plain object here never reached the stylesheet.
 */
export const toolbarEntry = css.raw({
  display: { base: 'none', md: 'inline-flex' },
  alignItems: 'center',
  px: '3',
  py: '1.5',
  borderRadius: 'md',
})
