import { DEFAULT_PRODUCT_NAME } from '../domain/product-name'
import type { Brand } from '../domain/white-label'

// A white label recolours the console by overriding the brand colour's CSS variables (Panda's semantic tokens)
// on the root element: every button, tab and link that uses the token follows, with no second stylesheet.

const VARIABLES = ['--colors-brand', '--colors-brand-hover', '--colors-brand-subtle'] as const

export function applyBrand(brand: Brand | null, root: HTMLElement = document.documentElement) {
  if (!brand) {
    for (const name of VARIABLES) root.style.removeProperty(name)
    return
  }
  const colour = brand.primaryColor
  root.style.setProperty('--colors-brand', colour)
  root.style.setProperty('--colors-brand-hover', `color-mix(in srgb, ${colour} 82%, black)`)
  root.style.setProperty('--colors-brand-subtle', `color-mix(in srgb, ${colour} 10%, white)`)
}

export const productNameOf = (brand: Brand | null | undefined) => brand?.productName ?? DEFAULT_PRODUCT_NAME
