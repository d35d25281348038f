// @ts-check
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin'

// Mutants no test can kill because no running console executes the code they change; Stryker lists them as
// Ignored, with the reason, and the score leaves them out:
// - `setup({ types })`: a TypeScript-only declaration, `{} as X` at run time, which XState never reads;
// - the default actors in `setup({ actors })` made by `fromPromise(…)` and its kin: stand-ins for the types,
//   which every binding in src/app/flows replaces with a gateway call (tests/unit/flow-bindings.test.ts fails
//   on one left in place) and the path tests replace with scripted outcomes.

/** @param {import('@babel/core').NodePath | null} path */
const isSetupOptions = (path) =>
  !!path?.isObjectExpression() &&
  !!path.parentPath?.isCallExpression() &&
  path.parentPath.node.arguments[0] === path.node &&
  path.parentPath.get('callee').isIdentifier({ name: 'setup' })

/** @param {import('@babel/core').NodePath} path */
const keyName = (path) => {
  const key = /** @type {import('@babel/types').ObjectProperty} */ (path.node).key
  return key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : null
}

/** @param {import('@babel/core').NodePath} path */
function reason(path) {
  for (let at = /** @type {import('@babel/core').NodePath | null} */ (path); at; at = at.parentPath) {
    if (!at.isObjectProperty()) continue
    if (keyName(at) === 'types' && isSetupOptions(at.parentPath))
      return 'setup({ types }) is read by TypeScript only'
    const value = at.get('value')
    const actors = at.parentPath?.parentPath
    if (
      !Array.isArray(value) &&
      value.isCallExpression() &&
      value.get('callee').isIdentifier() &&
      /^from[A-Z]/.test(/** @type {import('@babel/types').Identifier} */ (value.node.callee).name) &&
      actors?.isObjectProperty() &&
      keyName(actors) === 'actors' &&
      isSetupOptions(actors.parentPath)
    )
      return 'a default actor of setup(), replaced by every binding (tests/unit/flow-bindings.test.ts)'
  }
  return undefined
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'machine-defaults', { shouldIgnore: reason }),
]
