import { cva } from '../../styled-system/css'

/** The small rounded status label of cards and rows (Active, Archived, Starts in …, Trial Ends in …). */
export const badge = cva({
  base: { fontSize: 'xs', fontWeight: 'bold', px: '2', py: '0.5', borderRadius: 'full' },
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
