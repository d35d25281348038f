import { Suspense, useState, type ReactNode } from 'react'
import { useLocation, useSearch } from 'wouter'

/**
 * Mounts a lazily loaded flow where ?modal={name} arrives, and keeps it for that page: the flow drops the
 * parameter itself (when its dialog opens or closes), and a call it has under way must not be unmounted.
 */
export function ModalSlot({ name, children }: { name: string; children: ReactNode }) {
  const [path] = useLocation()
  const asked = new URLSearchParams(useSearch()).get('modal') === name
  const [slotPath, setSlotPath] = useState<string | null>(asked ? path : null)
  // Adjusted while rendering (React's pattern for state derived from props), not in an effect.
  if (asked && slotPath !== path) setSlotPath(path)
  if (slotPath !== path && !asked) return null
  return (
    <Suspense key={path} fallback={null}>
      {children}
    </Suspense>
  )
}
