import { useLocation } from 'wouter'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'

// The dashboard item's upgrade or boost-warning dialog (000 §2 "Sidebar"). The full plan flow (trial,
// upgrade) belongs to the plan machine; this dialog points to licensing.
const TEXTS = {
  upgrade: {
    title: 'Upgrade to Boost',
    body: 'The dashboard is part of the Boost plan. Upgrade to see your company’s training and phishing results in one place.',
  },
  boostWarning: {
    title: 'Boost Trial Ended',
    body: 'Your Boost trial has ended. Upgrade your plan to keep using the dashboard.',
  },
} as const

export function PlanDialog({
  kind,
  onClose,
}: {
  kind: 'upgrade' | 'boostWarning' | null
  onClose: () => void
}) {
  const [, navigate] = useLocation()
  const text = TEXTS[kind ?? 'upgrade']
  return (
    <Dialog
      open={kind !== null}
      title={text.title}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onClose()
              navigate('/licensing')
            }}
          >
            Upgrade Now
          </Button>
        </>
      }
    >
      <p>{text.body}</p>
    </Dialog>
  )
}
