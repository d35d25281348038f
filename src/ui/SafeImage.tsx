import { useState } from 'react'

/** An image that disappears instead of showing a broken icon when it fails to load. */
export function SafeImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (!src || failedSrc === src) return null
  return <img src={src} alt={alt} className={className} loading="lazy" onError={() => setFailedSrc(src)} />
}
