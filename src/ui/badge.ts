import { cva } from '../../styled-system/css'

/**
 * The small rounded status label of cards and rows (Active, Archived, Starts in …, Trial Ends in …).
 * One line at its own height: a pill broken over two lines, or stretched to a wrapped title beside it, reads as a blot.
 */
export const badge = cva({
  base: {
    fontSize: 'xs',
    fontWeight: 'bold',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    whiteSpace: 'nowrap',
    flexShrink: 0,
    h: 'fit-content',
  },
  variants: {
    tone: {
      info: { bg: 'brand.subtle', color: 'brand' },
      warning: { bg: 'amber.100', color: 'amber.800' },
      danger: { bg: 'red.100', color: 'red.800' },
      success: { bg: 'green.100', color: 'green.800' },
      muted: { bg: 'surface.sunken', color: 'text.muted' },
      // The spec's learner-status colours (001 §9: In Progress orange, Not Started purple).
      orange: { bg: 'orange.100', color: 'orange.800' },
      purple: { bg: 'purple.100', color: 'purple.800' },
    },
  },
  defaultVariants: { tone: 'muted' },
})
