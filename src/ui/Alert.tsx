import type { ReactNode } from 'react'
import { alert } from '../../styled-system/recipes'

// Each tone's classes written out: the build computes them (server/panda-inline.ts), so an alert needs no styling
// code at run time — the sign-in page shows one.
const TONES = {
  danger: alert({ tone: 'danger' }),
  success: alert({ tone: 'success' }),
  warning: alert({ tone: 'warning' }),
  info: alert({ tone: 'info' }),
}

export function Alert({ tone = 'info', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  const live = tone === 'danger' ? 'alert' : 'status'
  return (
    <div role={live} className={TONES[tone]}>
      {children}
    </div>
  )
}
