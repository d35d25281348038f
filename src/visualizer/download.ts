export function download(fileName: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** A machine's definition in the JSON shape Stately Studio imports. */
export function machineJson(machine: { toJSON?: () => unknown; definition?: unknown }): string {
  return JSON.stringify(machine.toJSON?.() ?? machine.definition, null, 2)
}
