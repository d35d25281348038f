import { nullable, object, refine, string, type, type Infer } from 'superstruct'
import { filled, text } from './field-problems'
import { DEFAULT_PRODUCT_NAME } from './product-name'

// White label (001 §2, §7; 002 §7): a partner with white-label access names the product, picks its colour and
// logo; the console of the partner and of its customers, and the sign-in page on the partner's verified custom
// domain, show that brand instead of ours.

export const PRODUCT_NAME_MAX = 40

export const Brand = object({
  productName: string(),
  primaryColor: string(),
  /** A PNG or JPG data URL, or null for the product name alone. */
  logo: nullable(string()),
})
export type Brand = Infer<typeof Brand>

export const DEFAULT_BRAND: Brand = { productName: DEFAULT_PRODUCT_NAME, primaryColor: '#3b44b8', logo: null }

export const WHITE_LABEL_TEXTS = {
  saved: 'White label saved.',
  removed: 'White label removed: the console shows its own brand again.',
  removeConfirm: 'Remove your brand? You and your customers see the console’s own name and colours again.',
  productNameRequired: 'Field is required',
  productNameLong: `Use at most ${PRODUCT_NAME_MAX} characters.`,
  colour: 'Enter a colour as #RRGGBB, for example #0b6e4f.',
  contrast: 'Choose a darker colour: white text on it must stay readable (contrast at least 4.5:1).',
  logoUnreadable: 'The logo could not be read. Choose the file again.',
  noAccess: 'White label is not part of your partnership. Contact us to have it enabled.',
} as const

const HEX = /^#[0-9a-f]{6}$/i

/** WCAG relative luminance of a #RRGGBB colour. */
function luminanceOf(hex: string): number {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(i, i + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** Contrast of white text on the colour: buttons and the active tab carry white text on it. */
export const contrastWithWhite = (hex: string) => 1.05 / (luminanceOf(hex) + 0.05)

export type BrandField = 'productName' | 'primaryColor'

/** What is wrong with each field of a brand draft; checked by the form and again by the gateway. */
export const BrandForm = type({
  productName: text(filled(WHITE_LABEL_TEXTS.productNameRequired), [
    (name) => name.length <= PRODUCT_NAME_MAX,
    WHITE_LABEL_TEXTS.productNameLong,
  ]),
  // As typed, not trimmed: the colour is stored as it is given.
  primaryColor: refine(string(), 'colour', (colour) =>
    !HEX.test(colour)
      ? WHITE_LABEL_TEXTS.colour
      : contrastWithWhite(colour) < 4.5
        ? WHITE_LABEL_TEXTS.contrast
        : true,
  ),
})

/** The brand a host answers with on its sign-in page (GET /white-label/api/v1/by-domain/{domain}). */
export const DomainOwner = object({ domain: string(), type: string() })
export type DomainOwner = Infer<typeof DomainOwner>
