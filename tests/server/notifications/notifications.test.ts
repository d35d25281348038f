import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import type { NotificationFeed } from '../../../src/domain/notifications'
import { backend, bearer, json, startSignedInUsers, type SignedInUser, type TestGateway } from '../gateway'

let gateway: TestGateway, globex: SignedInUser, initech: SignedInUser, acme: SignedInUser
beforeAll(async () => {
  ;[gateway, globex, initech, acme] = await startSignedInUsers(
    'owner@globex.example',
    'expired@initech.example',
    'admin@acme.example',
  )
})
afterAll(() => gateway.close())

const feedOf = async (company: string, who: SignedInUser) =>
  (await (
    await gateway.app.request(PATHS.notifications(company, who.userId), bearer(who.token))
  ).json()) as NotificationFeed
const put = (path: string, token: string, body: unknown) =>
  gateway.app.request(path, { ...json(body, bearer(token).headers), method: 'PUT' })

describe(`notifications (${backend})`, () => {
  it('lists the user’s feed pinned first; viewing marks all but pinned; closing sets the shown flag', async () => {
    const feed = await feedOf('cmp_globex', globex)
    expect(feed.notificationsShown).toBe(false)
    expect(feed.notifications[0]).toMatchObject({ notificationId: 'ntf_release', isPinned: true })
    const ids = feed.notifications.map((n) => n.notificationId)
    expect(ids).toEqual(expect.arrayContaining(['ntf_webinar', 'ntf_globex_report']))
    expect(feed.notifications.every((n) => !n.isViewed)).toBe(true)

    const path = PATHS.notifications('cmp_globex', globex.userId)
    expect((await put(path, globex.token, { notificationId: 'ntf_webinar' })).status).toBe(204)
    expect((await put(path, globex.token, { notificationId: 'ntf_release' })).status).toBe(204)
    expect((await put(path, globex.token, { notificationId: 'ntf_nope' })).status).toBe(404)
    expect((await put(path, globex.token, { notificationId: '' })).status).toBe(422)
    const after = await feedOf('cmp_globex', globex)
    const viewed = Object.fromEntries(after.notifications.map((n) => [n.notificationId, n.isViewed]))
    expect(viewed).toMatchObject({ ntf_webinar: true, ntf_release: false, ntf_globex_report: false })

    const shown = PATHS.notificationsShown('cmp_globex', globex.userId)
    expect((await put(shown, globex.token, { notificationsShown: false })).status).toBe(422)
    expect((await put(shown, globex.token, { notificationsShown: true })).status).toBe(204)
    expect((await feedOf('cmp_globex', globex)).notificationsShown).toBe(true)
  })

  it('shows the suspended-campaign notice until it is marked shown', async () => {
    const feed = await feedOf('cmp_initech', initech)
    expect(feed.suspendedCampaigns).toEqual([
      expect.objectContaining({ course_id: 'crs_annual', course_image: '/images/course-annual.svg' }),
    ])
    expect(feed.suspendedCampaignsNotificationShown).toBe(false)
    const marked = await gateway.app.request(PATHS.suspendedNoticeShown(initech.userId), {
      ...bearer(initech.token),
      method: 'PATCH',
    })
    expect(marked.status).toBe(204)
    expect((await feedOf('cmp_initech', initech)).suspendedCampaignsNotificationShown).toBe(true)
  })

  it('keeps a feed to its own user in their own company', async () => {
    const other = await gateway.app.request(
      PATHS.notifications('cmp_globex', globex.userId),
      bearer(acme.token),
    )
    expect(other.status).toBe(403)
    const sameCompanyOtherUser = await gateway.app.request(
      PATHS.notifications('cmp_acme', globex.userId),
      bearer(acme.token),
    )
    expect(sameCompanyOtherUser.status).toBe(403)
    // Another company's notification cannot be marked from here.
    const foreign = await put(PATHS.notifications('cmp_acme', acme.userId), acme.token, {
      notificationId: 'ntf_globex_report',
    })
    expect(foreign.status).toBe(404)
    const patch = await gateway.app.request(PATHS.suspendedNoticeShown(initech.userId), {
      ...bearer(acme.token),
      method: 'PATCH',
    })
    expect(patch.status).toBe(403)
    expect((await gateway.app.request(PATHS.notifications('cmp_acme', acme.userId))).status).toBe(401)
  })
})
