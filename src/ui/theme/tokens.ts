import { defineSemanticTokens, defineTokens } from '@pandacss/dev'

export const tokens = defineTokens({
  colors: {
    navy: {
      50: { value: '#eef2ff' },
      100: { value: '#e0e7ff' },
      500: { value: '#4f5bd5' },
      600: { value: '#3b44b8' },
      700: { value: '#2f3693' },
      900: { value: '#171a45' },
    },
  },
  fonts: {
    body: { value: 'Inter, "Segoe UI", system-ui, -apple-system, sans-serif' },
  },
  sizes: {
    sidebarOpen: { value: '248px' },
    sidebarFolded: { value: '88px' },
  },
  // Layers above the page's own sticky bars (toolbar 10, floating buttons 20): without these names the
  // dialogs' z-index was invalid CSS and the toolbar and sidebar showed through their backdrops.
  zIndex: {
    dropdown: { value: 1000 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    toast: { value: 1700 },
  },
})

// The spec's status colours (Completed green, In Progress orange, Not Started purple, Overdue red)
// live here once so every chip, legend and chart reads the same names.
export const semanticTokens = defineSemanticTokens({
  colors: {
    brand: {
      DEFAULT: { value: '{colors.navy.600}' },
      hover: { value: '{colors.navy.700}' },
      subtle: { value: '{colors.navy.50}' },
      contrast: { value: 'white' },
    },
    surface: {
      page: { value: '#f5f6fa' },
      card: { value: 'white' },
      sunken: { value: '{colors.gray.100}' },
      inverse: { value: '{colors.navy.900}' },
    },
    text: {
      DEFAULT: { value: '{colors.gray.900}' },
      muted: { value: '{colors.gray.600}' },
      inverse: { value: 'white' },
    },
    border: {
      DEFAULT: { value: '{colors.gray.200}' },
      strong: { value: '{colors.gray.400}' },
    },
    danger: {
      DEFAULT: { value: '{colors.red.600}' },
      subtle: { value: '{colors.red.50}' },
    },
    success: {
      DEFAULT: { value: '{colors.green.600}' },
      subtle: { value: '{colors.green.50}' },
    },
    warning: {
      DEFAULT: { value: '{colors.amber.600}' },
      subtle: { value: '{colors.amber.50}' },
    },
    status: {
      completed: { value: '{colors.green.600}' },
      inProgress: { value: '{colors.orange.500}' },
      notStarted: { value: '{colors.purple.600}' },
      overdue: { value: '{colors.red.600}' },
    },
  },
})
