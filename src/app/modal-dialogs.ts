import { fromCallback } from 'xstate'

// Whether a page's modal dialog (Ark's Dialog and Drawer: role dialog or alertdialog, aria-modal) is on screen.
// Machines that must not draw over what the user is doing ask for this as an actor that reports changes.

const MODAL = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]'

export function modalDialogOpen(root: ParentNode = document): boolean {
  return [...root.querySelectorAll<HTMLElement>(MODAL)].some(
    (element) => element.dataset.state !== 'closed' && !element.closest('[hidden]'),
  )
}

/** Sends `{ type: 'dialog.change', open }` when that changes (and at once when a dialog is already open). */
export const watchModalDialogs = fromCallback(({ sendBack }) => {
  let open = false
  const check = () => {
    const now = modalDialogOpen()
    if (now === open) return
    open = now
    sendBack({ type: 'dialog.change', open })
  }
  check()
  const observer = new MutationObserver(check)
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-modal', 'data-state', 'hidden'],
  })
  return () => observer.disconnect()
})
