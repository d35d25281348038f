import { createContext, useContext, type MouseEvent, type ReactNode } from 'react'

// A link between the sign-in pages. Inside the console the router follows it in the page (src/app/GuestPage.tsx);
// on the sign-in page's own script (src/login-main.tsx), which loads no router, it loads the page it names.

/** The console's router, when there is one. */
export const PageNavigation = createContext<((href: string) => void) | null>(null)

export function PageLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  const navigate = useContext(PageNavigation)
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window, a download: the browser's, as for any link.
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    navigate?.(href)
  }
  return (
    <a href={href} className={className} onClick={navigate ? follow : undefined}>
      {children}
    </a>
  )
}
