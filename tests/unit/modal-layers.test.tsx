import type { ReactElement } from 'react'
import { Popover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog } from '../../src/ui/Dialog'
import { Drawer } from '../../src/ui/Drawer'
import { FullScreenDialog } from '../../src/ui/FullScreenDialog'

// The notification popover opens by itself; a page's dialog can open a moment later. zag treats the dialog as a
// layer nested in the popover and, unless the dialog refuses, dismisses it when the popover closes.
function Page({
  popoverOpen,
  modal,
}: {
  popoverOpen: boolean
  modal: (onClose: () => void) => ReactElement
}) {
  return (
    <>
      <Popover.Root
        open={popoverOpen}
        closeOnInteractOutside={false}
        autoFocus={false}
        restoreFocus={false}
        lazyMount
        unmountOnExit
      >
        <Popover.Trigger>Bell</Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content>Notifications</Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {modal(onClose)}
    </>
  )
}
const onClose = vi.fn()

const modals: Record<string, (close: () => void) => ReactElement> = {
  Dialog: (close) => (
    <Dialog open title="Try Boost" onClose={close} actions={<button type="button">Start trial</button>}>
      <p>Body</p>
    </Dialog>
  ),
  Drawer: (close) => (
    <Drawer open title="Try Boost" onClose={close} footer={null}>
      <p>Body</p>
    </Drawer>
  ),
  FullScreenDialog: (close) => (
    <FullScreenDialog open title="Try Boost" onClose={close}>
      <p>Body</p>
    </FullScreenDialog>
  ),
}

describe('a modal opened over the self-opening notification popover', () => {
  for (const [name, modal] of Object.entries(modals)) {
    it(`${name} stays when the popover closes`, async () => {
      onClose.mockReset()
      const view = render(<Page popoverOpen modal={() => <></>} />)
      await screen.findByText('Notifications')
      view.rerender(<Page popoverOpen modal={modal} />)
      await screen.findByRole('dialog', { name: 'Try Boost' })
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(onClose, 'before the popover closes').not.toHaveBeenCalled()
      view.rerender(<Page popoverOpen={false} modal={modal} />)
      await waitFor(() => expect(screen.queryByText('Notifications')).toBeNull())
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(onClose).not.toHaveBeenCalled()
      view.unmount()
    })
  }
})
