import type { JobSender } from '../jobs/sender'
import { BASE } from '../../src/domain/api-paths'
import { issueSignInLink } from '../auth/sign-in-links'
import type { UserRow } from '../context'
import type { Database } from '../db/open'
import { consoleLink } from './console-url'
import { sendMail } from './outbox'

const VERIFY_TTL_MINUTES = 24 * 60

/**
 * The verification mail: a one-time link to the identity provider's action handler, which marks the address
 * verified and sends the browser on to /verify_email (the console's route, which opens the root).
 */
export async function sendVerificationMail(
  db: Database,
  jobs: JobSender | null,
  publicUrl: string | undefined,
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'companyId'>,
  now: Date,
  reason = 'Confirm your email address to start adding users',
): Promise<void> {
  const token = await issueSignInLink(db, {
    purpose: 'verify',
    userId: user.id,
    ttlMinutes: VERIFY_TTL_MINUTES,
    now,
  })
  const link = await consoleLink(
    db,
    publicUrl,
    user.companyId,
    `${BASE.identity}/verify-email?token=${token}`,
  )
  await sendMail(db, jobs, {
    to: user.email,
    subject: 'Verify your email address',
    body: `Hello ${user.name},\n\n${reason}: ${link}\n`,
    kind: 'verification',
  })
}
