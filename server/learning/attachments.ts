import { and, eq } from 'drizzle-orm'
import { ATTACHMENT_TEXTS, linkProblem, type Attachment } from '../../src/domain/training-attachment'
import type { Database } from '../db/open'
import { trainingFiles } from '../db/schema'
import { invalid, notFound } from '../errors'

// A training's attachment (a link, or one of the company's uploaded PDFs), checked as the gateway keeps it.

/** What a campaign may carry, checked as the form checks it: a kept PDF of this company, or a public link. */
export async function checkedAttachment(
  db: Database,
  companyId: string,
  attachment: Attachment | null | undefined,
): Promise<Attachment | null> {
  if (!attachment) return null
  const title = attachment.title.trim()
  if (!title) throw invalid([{ field: 'attachment.title', message: ATTACHMENT_TEXTS.required }])
  if (attachment.kind === 'link') {
    const problem = linkProblem(attachment.url ?? '')
    if (problem) throw invalid([{ field: 'attachment.url', message: problem }])
    return { kind: 'link', title, url: attachment.url!.trim() }
  }
  if (!attachment.fileId)
    throw invalid([{ field: 'attachment.fileId', message: ATTACHMENT_TEXTS.fileRequired }])
  const [file] = await db
    .select({ id: trainingFiles.id, fileName: trainingFiles.fileName, size: trainingFiles.size })
    .from(trainingFiles)
    .where(and(eq(trainingFiles.id, attachment.fileId), eq(trainingFiles.companyId, companyId)))
  if (!file) throw notFound(ATTACHMENT_TEXTS.notFound)
  return { kind: 'pdf', title, fileId: file.id, fileName: file.fileName, size: file.size }
}
