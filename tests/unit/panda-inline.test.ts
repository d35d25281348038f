import { expect, it } from 'vitest'
import { css } from '../../styled-system/css'
import * as recipes from '../../styled-system/recipes'
import { inlineStaticCalls } from '../../server/panda-inline'

// The build writes the class names of Panda's calls whose values are in the source (server/panda-inline.ts): the
// names must be the ones the runtime gives, and a call with a value known only at run time must stay a call.

const styled = { css: { css } as Record<string, unknown>, recipes: recipes as Record<string, unknown> }

const source = `import { css as style } from '../../styled-system/css'
import { button, alert } from '../../styled-system/recipes'
import type { ButtonVariantProps } from '../../styled-system/recipes'
export const a = style({ display: 'flex', p: { base: '4', md: '8' }, _hover: { color: 'brand' }, mt: -2 })
export const b = button({ size: 'lg', fullWidth: true })
export const c = (tone: 'danger' | 'info') => alert({ tone })
export const d = (wide: boolean) => style({ maxW: wide ? '640px' : '440px' })
export const e = alert()
`

it('writes the class names of static calls and leaves the others as calls', () => {
  const output = inlineStaticCalls(source, 'example.tsx', styled)!.toString()
  const a = css({ display: 'flex', p: { base: '4', md: '8' }, _hover: { color: 'brand' }, mt: -2 })
  expect(output).toContain(`export const a = ${JSON.stringify(a)}`)
  expect(output).toContain(
    `export const b = ${JSON.stringify(recipes.button({ size: 'lg', fullWidth: true }))}`,
  )
  expect(output).toContain(`export const e = ${JSON.stringify(recipes.alert())}`)
  expect(output).toContain('alert({ tone })')
  expect(output).toContain("style({ maxW: wide ? '640px' : '440px' })")
  expect(a).toContain('d_flex')
})

it('leaves a file that calls nothing of Panda untouched', () => {
  expect(
    inlineStaticCalls("const css = (x: unknown) => x\nexport const a = css({ p: '4' })", 'x.ts', styled),
  ).toBeNull()
})
