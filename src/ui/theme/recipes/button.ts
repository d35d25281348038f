import { defineRecipe } from '@pandacss/dev'

export const buttonRecipe = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    borderRadius: 'md',
    cursor: 'pointer',
    transition: 'background 0.15s',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand', outlineOffset: '2px' },
  },
  variants: {
    variant: {
      solid: { bg: 'brand', color: 'brand.contrast', _hover: { _enabled: { bg: 'brand.hover' } } },
      outline: { borderWidth: '1px', borderColor: 'brand', color: 'brand', bg: 'transparent' },
      ghost: { bg: 'transparent', color: 'text', _hover: { bg: 'surface.sunken' } },
      link: { bg: 'transparent', color: 'brand', textDecoration: 'underline', px: '0!', h: 'auto!' },
      // Destructive actions: the entry point outlined in red, the final confirmation solid red.
      dangerOutline: {
        borderWidth: '1px',
        borderColor: 'danger',
        // red.600 text on the page's grey is 4.4:1; red.700 passes AA (axe, issue 24).
        color: 'red.700',
        bg: 'transparent',
        _hover: { _enabled: { bg: 'danger.subtle' } },
      },
      danger: { bg: 'danger', color: 'white', _hover: { _enabled: { opacity: 0.9 } } },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm' },
      md: { h: '10', px: '4', fontSize: 'sm' },
      lg: { h: '12', px: '6', fontSize: 'md' },
    },
    fullWidth: { true: { w: 'full' } },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})
