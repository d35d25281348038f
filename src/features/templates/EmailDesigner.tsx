import type { Editor } from 'grapesjs'
import { useEffect, useRef } from 'react'
import { css } from '../../../styled-system/css'
import type { TemplateBody } from '../../domain/template'

// The email designer: GrapesJS with its newsletter preset, loaded with this module only when the builder's
// body step is shown. Its project JSON is kept as designData (so an edit reopens the design) and its exported
// HTML with inlined styles as html. GrapesJS's own parser already drops scripts, on* attributes and
// javascript: values; the template policy sanitises again for the preview and on save.

const CHANGE_DEBOUNCE_MS = 250

export interface EmailDesignerProps {
  body: TemplateBody
  /** Bumped when the body is replaced from outside (load, import): the designer reloads its content. */
  revision: number
  onChange: (body: TemplateBody) => void
  onReady: () => void
  onFailed: () => void
  /** Set to a function that reports the design at once: the builder calls it before it leaves the step. */
  flushRef: { current: (() => void) | null }
}

/** GrapesJS, its preset and their styles; the panels' icons are bundled (GrapesJS would fetch them from a CDN). */
export const preloadDesigner = () =>
  Promise.all([
    import('grapesjs'),
    import('grapesjs-preset-newsletter'),
    import('grapesjs/dist/css/grapes.min.css'),
    import('font-awesome/css/font-awesome.min.css'),
  ])

function exportBody(editor: Editor): TemplateBody {
  const html = String(editor.runCommand('gjs-get-inlined-html') ?? editor.getHtml())
  return { html, designData: JSON.stringify(editor.getProjectData()) }
}

function load(editor: Editor, body: TemplateBody) {
  if (body.designData) {
    try {
      editor.loadProjectData(JSON.parse(body.designData))
      return
    } catch {
      // A design that no longer parses: fall back to the stored HTML, which is what learners get anyway.
    }
  }
  editor.setComponents(body.html)
}

// GrapesJS draws its panels with four theme classes; these give them the console's light surfaces and font.
// Its stylesheet is not in a cascade layer, so it beats Panda's layered rules unless they are important.
const designerTheme = css({
  h: 'full',
  minH: '480px',
  '& .gjs-editor, & .gjs-pn-panel, & .gjs-block, & .gjs-sm-sector, & .gjs-layer': {
    fontFamily: 'inherit !important',
  },
  '& .gjs-one-bg': { bg: 'surface.card !important' },
  '& .gjs-two-color': { color: '{colors.text} !important' },
  '& .gjs-three-bg': { bg: 'brand !important', color: 'white !important' },
  '& .gjs-four-color, & .gjs-four-color-h:hover': { color: 'brand !important' },
  '& .gjs-pn-panel, & .gjs-block': { borderColor: '{colors.border} !important' },
  '& .gjs-block': { bg: 'surface.page !important', boxShadow: 'none !important', borderWidth: '1px' },
})

export default function EmailDesigner({
  body,
  revision,
  onChange,
  onReady,
  onFailed,
  flushRef,
}: EmailDesignerProps) {
  const container = useRef<HTMLDivElement>(null)
  const editorRef = useRef<Editor | null>(null)
  // The editor lives across renders; its callbacks must see the newest props, written after each render.
  const latest = useRef({ body, onChange, onReady, onFailed })
  useEffect(() => {
    latest.current = { body, onChange, onReady, onFailed }
  })

  useEffect(() => {
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    ;(async () => {
      try {
        const [{ default: grapesjs }, presetModule] = await preloadDesigner()
        // The preset ships as UMD: its CommonJS export arrives wrapped once more under default.
        const wrapped = presetModule.default as unknown as { default?: typeof presetModule.default }
        const newsletter = wrapped.default ?? presetModule.default
        if (cancelled || !container.current) return
        const editor = grapesjs.init({
          container: container.current,
          height: '100%',
          width: 'auto',
          storageManager: false,
          telemetry: false,
          cssIcons: '',
          fromElement: false,
          assetManager: { upload: false },
          parser: {
            optionsHtml: { allowScripts: false, allowUnsafeAttr: false, allowUnsafeAttrValue: false },
          },
          plugins: [(instance) => newsletter(instance, { showBlocksOnLoad: true, inlineCss: true })],
        })
        editorRef.current = editor
        editor.on('load', () => {
          // One way in for outside HTML: the builder's Import HTML, which sanitises and reports bad input.
          editor.Panels.removeButton('options', 'gjs-open-import-template')
          load(editor, latest.current.body)
          flushRef.current = () => {
            clearTimeout(timer)
            latest.current.onChange(exportBody(editor))
          }
          editor.on('update', () => {
            clearTimeout(timer)
            timer = setTimeout(() => latest.current.onChange(exportBody(editor)), CHANGE_DEBOUNCE_MS)
          })
          latest.current.onReady()
        })
      } catch (error) {
        // Kept in the console for support: the admin sees the alert, not the cause.
        console.error('The email designer failed to load', error)
        if (!cancelled) latest.current.onFailed()
      }
    })()
    return () => {
      cancelled = true
      clearTimeout(timer)
      flushRef.current = null
      editorRef.current?.destroy()
      editorRef.current = null
    }
  }, [flushRef])

  useEffect(() => {
    const editor = editorRef.current
    if (editor && revision > 0) load(editor, latest.current.body)
  }, [revision])

  return <div ref={container} aria-label="Email designer" className={designerTheme} />
}
