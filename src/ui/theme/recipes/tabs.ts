import { defineSlotRecipe } from '@pandacss/dev'

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  slots: ['root', 'list', 'trigger', 'content'],
  base: {
    root: { display: 'flex', flexDir: 'column', minH: '0' },
    list: { display: 'flex', gap: '1', borderBottomWidth: '1px', borderColor: 'border', overflowX: 'auto' },
    trigger: {
      px: '3',
      py: '2',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'text.muted',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      _selected: { color: 'brand', borderColor: 'brand' },
      _hover: { color: 'text' },
    },
    content: { pt: '3', minH: '0', overflowY: 'auto' },
  },
})
