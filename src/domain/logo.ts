// Logos (the company's in General, a partner's brand in White label): PNG or JPG, recognised by their first
// bytes (a renamed file is refused whatever its name or declared type), carried as a data URL so the shell can
// show them without another request, under a size that keeps the session answer small.

export const LOGO_MAX_BYTES = 200 * 1024

export const LOGO_TEXTS = {
  type: 'The logo must be a PNG or JPG image.',
  size: 'File size should be less than 200KB',
  unreadable: 'The logo could not be read. Choose the file again.',
} as const

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPG = [0xff, 0xd8, 0xff]
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte)

export type LogoType = 'image/png' | 'image/jpeg'

/** The image type the bytes really are, or null for anything else. */
export function logoTypeOf(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, PNG)) return 'image/png'
  if (startsWith(bytes, JPG)) return 'image/jpeg'
  return null
}

/** Why these bytes cannot be a logo, or null. */
export function logoProblem(bytes: Uint8Array): string | null {
  if (logoTypeOf(bytes) === null) return LOGO_TEXTS.type
  return bytes.length > LOGO_MAX_BYTES ? LOGO_TEXTS.size : null
}

const base64Of = (bytes: Uint8Array) => {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** The data URL of checked bytes, its type taken from the bytes, never from the file name. */
export const logoDataUrl = (bytes: Uint8Array) => `data:${logoTypeOf(bytes)};base64,${base64Of(bytes)}`

/** The bytes of a data URL the gateway receives, or null when it is not one. */
export function bytesOfDataUrl(url: string): Uint8Array | null {
  const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(url)
  if (!match) return null
  const binary = atob(match[2]!)
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}
