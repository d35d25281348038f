export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function download(fileName: string, type: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type }))
}

/** A machine's definition in the JSON shape Stately Studio imports. */
export function machineJson(machine: { toJSON?: () => unknown; definition?: unknown }): string {
  return JSON.stringify(machine.toJSON?.() ?? machine.definition, null, 2)
}

/** The chart as a file of its own: the whole layout at 100%, whatever the screen's pan and zoom. */
export function standaloneSvg(svg: SVGSVGElement): { text: string; width: number; height: number } {
  const width = Number(svg.dataset.chartWidth ?? 0) + 40
  const height = Number(svg.dataset.chartHeight ?? 0) + 40
  const copy = svg.cloneNode(true) as SVGSVGElement
  copy.setAttribute('viewBox', `0 0 ${width} ${height}`)
  copy.setAttribute('width', String(width))
  copy.setAttribute('height', String(height))
  copy.style.visibility = 'visible'
  copy.querySelector('[data-viewport]')?.setAttribute('transform', 'translate(20 20)')
  return { text: new XMLSerializer().serializeToString(copy), width, height }
}

/** The chart as a PNG at twice its size, on white, for a slide or a ticket. */
export async function svgToPng(svg: SVGSVGElement): Promise<Blob> {
  const { text, width, height } = standaloneSvg(svg)
  const image = new Image()
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = width * 2
  canvas.height = height * 2
  const context = canvas.getContext('2d')!
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.scale(2, 2)
  context.drawImage(image, 0, 0)
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made'))),
      'image/png',
    ),
  )
}
