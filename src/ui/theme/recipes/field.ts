import { defineSlotRecipe } from '@pandacss/dev'

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  slots: ['root', 'label', 'input', 'error', 'hint'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'text' },
    input: {
      h: '11',
      px: '3',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'md',
      bg: 'surface.card',
      fontSize: 'md',
      _focusVisible: { outline: '2px solid', outlineColor: 'brand', borderColor: 'brand' },
      _invalid: { borderColor: 'danger' },
      '&[aria-invalid=true]': { borderColor: 'danger' },
    },
    error: { fontSize: 'sm', color: 'danger' },
    hint: { fontSize: 'sm', color: 'text.muted' },
  },
})
