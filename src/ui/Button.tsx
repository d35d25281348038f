import type { ButtonHTMLAttributes } from 'react'
import { cx } from '../../styled-system/css'
import { button, type ButtonVariantProps } from '../../styled-system/recipes'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps

export function Button({ variant, size, fullWidth, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={cx(button({ variant, size, fullWidth }), className)} {...rest} />
}
