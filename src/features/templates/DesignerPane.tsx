import { lazy, Suspense, type ComponentType } from 'react'
import { css } from '../../../styled-system/css'
import type { EmailDesignerProps } from './EmailDesigner'

/** The email designer in its own chunk: loaded when a builder shows its body, never with the console. */
export const LazyEmailDesigner = lazy(() => import('./EmailDesigner'))

/** The designer's frame, shared by the exercise builder's body step and the simulation template editor. */
export function DesignerPane({
  designer: Designer,
  ...props
}: EmailDesignerProps & { designer: ComponentType<EmailDesignerProps> }) {
  return (
    <div
      className={css({
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
        overflow: 'hidden',
        bg: 'white',
        minH: '0',
      })}
    >
      <Suspense fallback={<div aria-busy="true" className={css({ h: 'full', bg: 'surface.sunken' })} />}>
        <Designer {...props} />
      </Suspense>
    </div>
  )
}
