import autocannon from 'autocannon'
import { percentile, signIn } from './throughput'

// A bounded load on loopback (issue 20): a fixed number of requests at a fixed concurrency against the
// gateway `npm start` runs, for the two heaviest reads. Latency percentiles, errors and the process's
// memory before and after; it stops by itself.

export interface LoadResult {
  name: string
  requests: number
  p50: number
  p95: number
  p99: number
  errors: number
  non2xx: number
}

const REQUESTS = 2_000
const CONNECTIONS = 20

const rssMb = async (url: string) =>
  ((await (await fetch(`${url}/__dev/memory`)).json()) as { rss: number }).rss / 1024 / 1024

function run(name: string, options: autocannon.Options): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // Every response's own time, for exact percentiles (autocannon's summary has no p95).
    const times: number[] = []
    const instance = autocannon(
      { ...options, amount: REQUESTS, connections: CONNECTIONS },
      (error, result) => {
        if (error) return reject(error)
        const sorted = times.sort((a, b) => a - b)
        resolve({
          name,
          requests: result.requests.total,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        })
      },
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  })
}

export async function loadRun(
  url: string,
): Promise<{ results: LoadResult[]; rssBefore: number; rssAfter: number }> {
  const token = await signIn(url)
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
  const rssBefore = await rssMb(url)
  const results = [
    await run('users list (POST users/list, 10 a page)', {
      url: `${url}/api/v1/users/list/cmp_globex`,
      method: 'POST',
      headers,
      body: JSON.stringify({
        paging: { pageNumber: 0, pageSize: 10 },
        sort: { orderBy: 'email', order: 'ASC' },
      }),
    }),
    await run('exercise report users tab', {
      url: `${url}/phishing-exercise/api/v1/company/cmp_globex/campaign/phx_globex_q3/report/users?pageSize=10`,
      headers,
    }),
  ]
  const rssAfter = await rssMb(url)
  return { results, rssBefore, rssAfter }
}
