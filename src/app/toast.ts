import type { ToastType } from './flows/deps'

/** A toast; the toaster's code is loaded with the first one, so the sign-in pages never load it for nothing. */
export function toast(title: string, type: ToastType): void {
  void import('../ui/Toaster').then(({ toaster }) => toaster.create({ title, type }))
}
