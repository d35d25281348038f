import { defineConfig } from '@pandacss/dev'
import { semanticTokens, tokens } from './src/ui/theme/tokens'
import { alertRecipe } from './src/ui/theme/recipes/alert'
import { buttonRecipe } from './src/ui/theme/recipes/button'
import { fieldRecipe } from './src/ui/theme/recipes/field'
import { tabsRecipe } from './src/ui/theme/recipes/tabs'

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
  theme: {
    extend: {
      tokens,
      semanticTokens,
      recipes: { button: buttonRecipe, alert: alertRecipe },
      slotRecipes: { field: fieldRecipe, tabs: tabsRecipe },
    },
  },
  globalCss: {
    body: { fontFamily: 'body', bg: 'surface.page', color: 'text' },
  },
})
