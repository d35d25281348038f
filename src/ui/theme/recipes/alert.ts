import { defineRecipe } from '@pandacss/dev'

export const alertRecipe = defineRecipe({
  className: 'alert',
  base: { px: '4', py: '3', borderRadius: 'md', fontSize: 'sm', borderWidth: '1px' },
  variants: {
    tone: {
      danger: { bg: 'danger.subtle', color: 'danger', borderColor: 'danger' },
      success: { bg: 'success.subtle', color: 'success', borderColor: 'success' },
      warning: { bg: 'warning.subtle', color: 'text', borderColor: 'warning' },
      info: { bg: 'brand.subtle', color: 'text', borderColor: 'brand' },
    },
  },
  defaultVariants: { tone: 'info' },
})
