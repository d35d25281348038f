import type { ReactNode } from 'react'
import { alert, type AlertVariantProps } from '../../styled-system/recipes'

export function Alert({ tone, children }: AlertVariantProps & { children: ReactNode }) {
  const live = tone === 'danger' ? 'alert' : 'status'
  return (
    <div role={live} className={alert({ tone })}>
      {children}
    </div>
  )
}
