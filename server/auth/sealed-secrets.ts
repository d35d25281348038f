import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

// Secrets a company hands us (an identity provider's client secret, an SMTP password) are kept encrypted at rest:
// AES-256-GCM under a key derived from the gateway's TOKEN_SECRET, so a database dump alone does not reveal them.

const VERSION = 'v1'

export interface SecretBox {
  seal(plain: string): string
  /** The plain text, or null when it was sealed under another key (TOKEN_SECRET changed) or altered. */
  open(sealed: string): string | null
}

export function createSecretBox(secret: Uint8Array): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'awareness sealed secrets', 32))
  return {
    seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.')
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.')
      if (version !== VERSION || !iv || !tag || body === undefined) return null
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        decipher.setAuthTag(Buffer.from(tag, 'base64url'))
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        )
      } catch {
        return null
      }
    },
  }
}
