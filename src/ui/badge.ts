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
    },
  },
  defaultVariants: { tone: 'muted' },
})
