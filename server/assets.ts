import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Files the gateway reads beside its code: server/<path> when it runs from source (tsx, the tests), and
// dist-server/<path> when it runs compiled (server/build.mjs copies them there). This module sits at the root of
// both layouts, so one path serves both.
const root = dirname(fileURLToPath(import.meta.url))

export const assetPath = (relative: string) => join(root, relative)
