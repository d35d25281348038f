import { useLocation, useSearch } from 'wouter'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'

// modal=purchaseComplete on root (000 §2): after checkout the provider sends the admin back here.
export const PURCHASE_COMPLETE = {
  title: 'Purchase complete',
  body: 'Thank you! Your Boost plan is active and your licenses are ready to use.',
} as const

export function PurchaseCompleteDialog() {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const open = new URLSearchParams(search).get('modal') === 'purchaseComplete'
  const close = () => {
    const params = new URLSearchParams(search)
    params.delete('modal')
    const rest = params.toString()
    navigate(`${location}${rest ? `?${rest}` : ''}`, { replace: true })
  }
  return (
    <Dialog
      open={open}
      title={PURCHASE_COMPLETE.title}
      onClose={close}
      actions={<Button onClick={close}>Done</Button>}
    >
      <p>{PURCHASE_COMPLETE.body}</p>
    </Dialog>
  )
}
