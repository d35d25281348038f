import { copyButtonMachine } from '../../../../machines/learning/copy-button.machine'
import { clipboardWrite } from '../../clipboard'

/** The copy button with the browser's clipboard. */
export const boundCopyButton = copyButtonMachine.provide({ actors: { copyText: clipboardWrite } })
