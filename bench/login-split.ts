import { gzipSync } from 'node:zlib'

// What the JavaScript of /login is made of, by package (issue 23: "if 90 cannot be reached, the bench says
// exactly what the floor is and why"). The build is made again in memory to read which modules each chunk
// holds (matched to the served files by name and size); a chunk's gzip size is shared among its modules by their own gzip sizes (≈).

const GROUPS: [string, RegExp][] = [
  ['React + ReactDOM (+ scheduler)', /node_modules\/(react|react-dom|scheduler)\//],
  ['xstate + @xstate/react', /node_modules\/(xstate|@xstate\/react|use-sync-external-store)\//],
  ['ofetch (+ ufo, destr)', /node_modules\/(ofetch|ufo|destr)\//],
  ['wouter (+ regexparam)', /node_modules\/(wouter|regexparam)\//],
  ['superstruct', /node_modules\/superstruct\//],
  ['Panda CSS runtime (css(), recipes)', /styled-system\//],
  ['flows: login, two-factor, session machines', /\/machines\//],
  ['domain: route table, API paths, rules, texts', /\/src\/domain\//],
  ['console code: app shell, API clients, views', /\/src\//],
  ['bundler runtime (preload helper)', /./],
]

const baseName = (file: string) => (file.split('/').pop() ?? file).replace(/-[\w-]{8}\.js$/, '')

/** The served file's twin in the in-memory build: same base name, nearest size (hashes differ by the build time). */
function twinOf<T extends { fileName: string; code?: string }>(
  served: { file: string; bytes: number },
  chunks: T[],
): T | undefined {
  const named = chunks.filter((chunk) => chunk.code && baseName(chunk.fileName) === baseName(served.file))
  return named.sort(
    (a, b) => Math.abs(a.code!.length - served.bytes) - Math.abs(b.code!.length - served.bytes),
  )[0]
}

interface BuildOutput {
  output: {
    type: string
    fileName: string
    code?: string
    modules?: Record<string, { renderedLength: number; code?: string | null }>
  }[]
}

export async function loginSplit(
  served: { file: string; bytes: number }[],
): Promise<{ group: string; kb: number }[]> {
  const { build } = await import('vite')
  // The console's build (the page's first script) and /login's own (vite.config.ts reads SIGN_IN_BUILD).
  const builds: (BuildOutput | BuildOutput[])[] = []
  for (const signIn of [false, true]) {
    if (signIn) process.env.SIGN_IN_BUILD = '1'
    try {
      builds.push((await build({ logLevel: 'silent', build: { write: false } })) as unknown as BuildOutput)
    } finally {
      delete process.env.SIGN_IN_BUILD
    }
  }
  const chunks = builds.flat().flatMap((result) => result.output.filter((chunk) => chunk.type === 'chunk'))
  const totals = new Map<string, number>()
  for (const file of served) {
    const chunk = twinOf(file, chunks)
    if (!chunk?.code) continue
    const gzip = gzipSync(chunk.code, { level: 9 }).length
    const modules = Object.entries(chunk.modules ?? {})
    // Weighted by each module's own gzip size: rendered lengths would count minified React like our unminified code.
    const weights = modules.map(([, module]) => gzipSync(module.code ?? '').length)
    const rendered = weights.reduce((sum, weight) => sum + weight, 0) || 1
    for (const [index, [id]] of modules.entries()) {
      const group = GROUPS.find(([, test]) => test.test(id.replaceAll('\\', '/')))![0]
      totals.set(group, (totals.get(group) ?? 0) + (gzip * weights[index]!) / rendered)
    }
  }
  return GROUPS.map(([group]) => ({ group, kb: (totals.get(group) ?? 0) / 1024 })).filter(
    (row) => row.kb >= 0.05,
  )
}
