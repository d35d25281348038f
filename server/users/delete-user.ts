import { eq } from 'drizzle-orm'
import type { Database } from '../db/open'
import {
  checkoutSessions,
  exerciseAssignments,
  mfaCodes,
  notificationViews,
  portalSessions,
  refreshSessions,
  signInLinks,
  surveyResponses,
  tournamentParticipants,
  userDepartments,
  userGroups,
  users,
  userTasks,
} from '../db/schema'

/** Deletes a user and what is theirs alone; the console's Delete user and SCIM's DELETE both come here. */
export async function deleteUser(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    for (const table of [
      userDepartments,
      userGroups,
      refreshSessions,
      notificationViews,
      mfaCodes,
      signInLinks,
      userTasks,
      checkoutSessions,
      portalSessions,
      surveyResponses,
      // A deleted learner leaves the exercise and tournament reports with the rest of their data
      // (their exercise answers go with their assignments, by cascade).
      exerciseAssignments,
      tournamentParticipants,
    ])
      await tx.delete(table).where(eq(table.userId, userId))
    await tx.delete(users).where(eq(users.id, userId))
  })
}
