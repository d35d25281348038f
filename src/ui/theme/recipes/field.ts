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
    // One line is always reserved under a field, so a message appearing on blur never moves what is below
    // it (a button or link mid-click).
    error: { fontSize: 'sm', lineHeight: '1.25rem', minH: '1.25rem', color: 'danger' },
    hint: { fontSize: 'sm', lineHeight: '1.25rem', minH: '1.25rem', color: 'text.muted' },
  },
})
