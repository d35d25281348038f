import { PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TEXTS, isPdfBytes } from '../../src/domain/training-attachment'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { trainingFiles } from '../db/schema'
import { invalid, notFound } from '../errors'

// The training assignment form's PDFs (000 §3, §5, §9): uploaded as a multipart form (7 MB at most, limited at
// the edge too), kept only when their bytes are a PDF, and served back only inside their company, always as a
// download (never rendered by the browser on our origin).

const guard = allow.company()

export function trainingFileRoutes() {
  const app = new Hono<GatewayEnv>()

  app.post(PATHS.trainingFiles.pattern, guard, async (c) => {
    let form: Record<string, unknown>
    try {
      form = await c.req.parseBody({ all: false })
    } catch {
      throw invalid([{ field: 'file', message: ATTACHMENT_TEXTS.fileRequired }])
    }
    const file = form.file
    if (!(file instanceof File)) throw invalid([{ field: 'file', message: ATTACHMENT_TEXTS.fileRequired }])
    if (file.size > ATTACHMENT_MAX_BYTES) throw invalid([{ field: 'file', message: ATTACHMENT_TEXTS.tooBig }])
    const bytes = new Uint8Array(await file.arrayBuffer())
    if (!isPdfBytes(bytes)) throw invalid([{ field: 'file', message: ATTACHMENT_TEXTS.notPdf }])
    const fileName = (file.name || 'attachment.pdf').replace(/[\\/\r\n"]/g, '_').slice(0, 200)
    const id = `trf_${randomUUID()}`
    await c.var.deps.db.insert(trainingFiles).values({
      id,
      companyId: c.req.param('companyId'),
      fileName,
      size: bytes.length,
      data: Buffer.from(bytes).toString('base64'),
      createdBy: c.var.auth.user.id,
    })
    return c.json({ id, fileName, size: bytes.length }, 201)
  })

  app.get(PATHS.trainingFile.pattern, guard, async (c) => {
    const [file] = await c.var.deps.db
      .select()
      .from(trainingFiles)
      .where(
        and(
          eq(trainingFiles.id, c.req.param('fileId')),
          eq(trainingFiles.companyId, c.req.param('companyId')),
        ),
      )
    if (!file) throw notFound('File not found')
    return c.body(Buffer.from(file.data, 'base64'), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    })
  })
  return app
}
