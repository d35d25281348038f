import { randomUUID } from 'node:crypto'
import { ANY_LANGUAGE } from '../../src/domain/text-sets'
import type { InvitePayload } from '../../src/domain/add-users'
import { isEmail } from '../../src/domain/login'
import type { CompanyRow } from '../context'
import type { Database } from '../db/open'
import { departments, groups, userDepartments, userGroups, users } from '../db/schema'
import { ApiError } from '../errors'
import type { JobSender } from '../jobs/sender'
import { consoleOrigin } from '../mail/console-url'
import { inviteFooter } from '../mail/invite-footer'
import { sendMails } from '../mail/outbox'
import { filled, textSetOf } from '../texts/company-texts'
import { addressHolders, INVITE_ELSEWHERE } from './address-holders'
import { chunks } from './directory'
import { findOrCreate } from './directory-names'
import { enrolInAllUsersCampaigns } from './enrolment'
import { emitUsersAdded } from './user-events'

// The invite of 000 §3 in one transaction: addresses checked, departments and groups found or created by name,
// the users created and enrolled in the campaigns for all users, their invitations and webhooks queued with them.

export interface Invite {
  /** The company the users join (the path's). */
  companyId: string
  /** The inviter's company: its name and single sign-on in the invitation. */
  company: CompanyRow
  publicUrl: string | undefined
  now: Date
  payload: InvitePayload
}

/** Invites every address of the payload; answers how many were asked for (hidden holders are told, not created). */
export async function inviteUsers(db: Database, jobs: JobSender | null, invite: Invite): Promise<number> {
  const { companyId, company, publicUrl, now, payload: body } = invite
  const allInvites = body.emails.map((entry) => ({ ...entry, email: entry.email.trim().toLowerCase() }))
  const invalid = allInvites.filter((entry) => !isEmail(entry.email)).map((entry) => entry.email)
  if (invalid.length)
    throw new ApiError(422, 'invalid_request', `Not valid email addresses: ${invalid.join(', ')}`, {
      validationResults: [{ field: 'emails', message: 'This is not a valid email' }],
    })
  if (new Set(allInvites.map((entry) => entry.email)).size !== allInvites.length)
    throw new ApiError(422, 'invalid_request', 'The same address appears twice')
  return db.transaction(async (database) => {
    const holders = await addressHolders(
      database,
      companyId,
      allInvites.map((entry) => entry.email),
    )
    const taken = [...holders.known]
    if (taken.length)
      throw new ApiError(409, 'emails_in_use', 'These emails are already in use.', {
        validationResults: taken.map((email) => ({
          field: email,
          message: 'These emails are already in use.',
        })),
      })
    const departmentIds = await findOrCreate(
      database,
      departments,
      companyId,
      allInvites.flatMap((i) => i.departments),
    )
    const groupIds = await findOrCreate(
      database,
      groups,
      companyId,
      allInvites.flatMap((i) => i.groups),
    )
    // Held by another company at a domain not this one's: not created, not reported to the inviter; the
    // holder is told instead, as a password reset tells only the mailbox.
    await sendMails(
      database,
      jobs,
      [...holders.hidden].map((email) => ({
        to: email,
        kind: 'invite-elsewhere',
        companyId,
        subject: INVITE_ELSEWHERE.subject(company.name),
        body: INVITE_ELSEWHERE.body(company.name, email),
      })),
    )
    const invites = allInvites.filter((invite) => !holders.hidden.has(invite.email))
    const rows = invites.map((invite) => ({ invite, id: `usr_${randomUUID()}` }))
    for (const part of chunks(rows, 1000))
      await database.insert(users).values(
        part.map(({ invite, id }) => ({
          id,
          companyId,
          email: invite.email,
          name: invite.name?.trim() ?? '',
          lastName: invite.lastName?.trim() ?? '',
          role: invite.role,
          sso: body.sso && company.ssoProvider !== null,
          createdAt: now,
        })),
      )
    const memberships = rows.flatMap(({ invite, id }) =>
      invite.departments.map((name) => ({
        userId: id,
        departmentId: departmentIds.get(name.trim().toLowerCase())!,
      })),
    )
    for (const part of chunks(memberships, 5000)) await database.insert(userDepartments).values(part)
    await enrolInAllUsersCampaigns(
      database,
      companyId,
      rows.map((row) => row.id),
    )
    const groupMemberships = rows.flatMap(({ invite, id }) =>
      invite.groups.map((name) => ({ userId: id, groupId: groupIds.get(name.trim().toLowerCase())! })),
    )
    for (const part of chunks(groupMemberships, 5000)) await database.insert(userGroups).values(part)
    await emitUsersAdded(
      database,
      jobs,
      companyId,
      rows.map(({ invite, id }) => ({
        userId: id,
        email: invite.email,
        name: invite.name?.trim() ?? '',
        lastName: invite.lastName?.trim() ?? '',
        role: invite.role,
        departments: invite.departments,
        groups: invite.groups,
      })),
      now,
    )
    if (body.notificationsEnabled) {
      // The company's own invitation wording (Settings → Email reminders), else the default.
      const texts = {
        admin: (await textSetOf(database, companyId, 'inviteAdmin', ANY_LANGUAGE)).values,
        user: (await textSetOf(database, companyId, 'inviteLearner', ANY_LANGUAGE)).values,
      }
      const origin = await consoleOrigin(database, publicUrl, companyId)
      const sso = body.sso && company.ssoProvider !== null
      await sendMails(
        database,
        jobs,
        invites.map((invite) => ({
          to: invite.email,
          kind: invite.role === 'admin' ? 'invite-admin' : 'invite-learner',
          companyId,
          subject: body.custom_subject || filled(texts[invite.role].subject!, company.name),
          body: [
            filled(texts[invite.role].message!, company.name),
            body.custom_message.trim(),
            inviteFooter(origin, { email: invite.email, sso }),
          ]
            .filter(Boolean)
            .join('\n\n'),
        })),
      )
    }
    return allInvites.length
  })
}
