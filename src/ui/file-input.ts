import { css } from '../../styled-system/css'

/** A native file input whose button looks like the console's outline button (keyboard and drop for free). */
export const fileInput = css({
  fontSize: 'sm',
  color: 'text.muted',
  maxW: 'full',
  '&::file-selector-button': {
    mr: '3',
    px: '3',
    py: '1.5',
    borderWidth: '1px',
    borderColor: 'brand',
    borderRadius: 'md',
    bg: 'surface.card',
    color: 'brand',
    fontWeight: 'semibold',
    cursor: 'pointer',
  },
  '&:focus-visible': {
    outline: '2px solid',
    outlineColor: 'brand',
    outlineOffset: '2px',
    borderRadius: 'md',
  },
  '&:disabled::file-selector-button': { opacity: 0.5, cursor: 'not-allowed' },
})
