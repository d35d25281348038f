import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import MagicString from 'magic-string'
import { parseSync, Visitor, type ESTree } from 'rolldown/utils'
import type { Plugin } from 'vite'

// Panda's css() and recipes, called with values written in the source, give the same class names in the build as
// in the browser: the build calls them and writes the names in place of the calls (issue 66: the sign-in page
// hydrates without Panda's 7 KB runtime). A call with any value known only at run time is left as it is. Panda's
// own extractor reads the sources, not the build's output, so the style sheet is what it was.

const STYLED = /(?:^|\/)styled-system\/(css|recipes)(?:\/index\.mjs)?$/

type Static = string | number | boolean | null | Static[] | { [key: string]: Static }
const NOT_STATIC = Symbol('not static')

/** The value an expression written in the source stands for, or NOT_STATIC. */
function staticValue(node: ESTree.Node | null | undefined): Static | typeof NOT_STATIC {
  if (!node) return NOT_STATIC
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'bigint' || node.value instanceof RegExp ? NOT_STATIC : node.value
    case 'TemplateLiteral':
      return node.expressions.length === 0
        ? node.quasis.map((quasi) => quasi.value.cooked).join('')
        : NOT_STATIC
    case 'UnaryExpression': {
      const value = staticValue(node.argument)
      return node.operator === '-' && typeof value === 'number' ? -value : NOT_STATIC
    }
    case 'ArrayExpression': {
      const items: Static[] = []
      for (const element of node.elements) {
        const value = element?.type === 'SpreadElement' ? NOT_STATIC : staticValue(element)
        if (value === NOT_STATIC) return NOT_STATIC
        items.push(value)
      }
      return items
    }
    case 'ObjectExpression': {
      const object: Record<string, Static> = {}
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return NOT_STATIC
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : null
        const value = staticValue(property.value as ESTree.Node)
        if (key === null || value === NOT_STATIC) return NOT_STATIC
        object[key] = value
      }
      return object
    }
    default:
      return NOT_STATIC
  }
}

type ClassFunction = (...args: Static[]) => string
interface Styled {
  css: Record<string, unknown>
  recipes: Record<string, unknown>
}

/** The calls to Panda's functions in `code` that the build can make, replaced by the class names they give. */
export function inlineStaticCalls(code: string, fileName: string, styled: Styled): MagicString | null {
  const program = parseSync(fileName, code, { lang: fileName.endsWith('x') ? 'tsx' : 'ts' }).program
  const functions = new Map<string, ClassFunction>()
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue
    const from = STYLED.exec(String(statement.source.value))
    if (!from) continue
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue
      const imported =
        specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value)
      // css() and the config recipes compute names only; cx, cva and sva are left to run.
      const found =
        from[1] === 'css' ? (imported === 'css' ? styled.css.css : undefined) : styled.recipes[imported]
      if (typeof found === 'function') functions.set(specifier.local.name, found as ClassFunction)
    }
  }
  if (functions.size === 0) return null
  const output = new MagicString(code)
  let changed = false
  new Visitor({
    CallExpression(call) {
      const callee = call.callee
      const run = callee.type === 'Identifier' ? functions.get(callee.name) : undefined
      if (!run) return
      const args = call.arguments.map((argument) =>
        argument.type === 'SpreadElement' ? NOT_STATIC : staticValue(argument),
      )
      if (args.some((value) => value === NOT_STATIC)) return
      output.overwrite(call.start, call.end, JSON.stringify(run(...(args as Static[]))))
      changed = true
    },
  }).visit(program)
  return changed ? output : null
}

async function loadStyled(root: string): Promise<Styled> {
  const load = (path: string) => import(pathToFileURL(join(root, 'styled-system', path)).href)
  const [css, recipes] = (await Promise.all([load('css/index.mjs'), load('recipes/index.mjs')])) as [
    Styled['css'],
    Styled['recipes'],
  ]
  return { css, recipes }
}

export function pandaInline(): Plugin {
  let styled: Promise<Styled> | null = null
  let root = process.cwd()
  return {
    name: 'panda-inline',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async transform(code, id) {
      const file = id.replaceAll('\\', '/').split('?')[0]!
      // Its modules set up tables when loaded, and nothing else: once no call is left, a module that imported them
      // needs none of their code.
      if (file.includes('/styled-system/')) return { code, moduleSideEffects: false }
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !code.includes('styled-system'))
        return null
      styled ??= loadStyled(root)
      const inlined = inlineStaticCalls(code, file, await styled)
      return inlined === null ? null : { code: inlined.toString(), map: inlined.generateMap({ hires: true }) }
    },
  }
}
