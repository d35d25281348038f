// Valid bodies for the routes that take one, as the console sends them, for the caller's own tenant: the
// walk mutates each leaf in turn, so the hostile values reach past the schema into the handlers. A route
// with a body and no sample still gets the whole-body corpus.

export interface TenantIds {
  companyId: string
  userId: string
  learnerId: string
  campaignId: string
  /** A training campaign of the tenant (paths under /api/v1/campaign). */
  trainingCampaignId: string
  /** A phishing simulation of the tenant (paths under /phishing/api). */
  simulationCampaignId: string
  templateIds: string[]
  departmentId: string
  groupId: string
}

type Sample = (ids: TenantIds) => unknown

const reminder = (ids: TenantIds) => ({
  companyId: ids.companyId,
  includeGaming: true,
  includeVideoTraining: true,
  includePolicies: true,
  includeCalendarVideos: false,
  customMessage: 'Please finish your training.',
  isAllUsersSelected: false,
  userIds: [ids.learnerId],
  subject: 'Reminder',
  searchText: '',
  groupIds: [ids.groupId],
  departmentIds: [ids.departmentId],
  filters: { role: 'user' },
})

const exerciseCampaign = (ids: TenantIds) => ({
  name: 'Walk campaign',
  startedAt: null,
  daysToComplete: 14,
  notification: { isEnabled: true, message: 'Hello', subject: 'Exercise' },
  selectedDepartmentsIds: [ids.departmentId],
  selectedGroupsIds: [],
  selectedUsersIds: [],
  usersType: 'USERS_FROM_DEPARTMENTS',
  packId: null,
  templates: ids.templateIds.map((templateId, orderNumber) => ({ orderNumber, templateId })),
  timeZone: 'Europe/Berlin',
})

const simulation = (ids: TenantIds) => ({
  name: 'Walk simulation',
  kind: 'ONE_TIME',
  recurrence: 'once',
  sendDays: 0,
  startHour: 9,
  endHour: 17,
  businessDaysOnly: false,
  // A week ahead: inside the year a start may be planned.
  startDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  templateIds: ['sim_parcel_delivery'],
  loginPageId: null,
  audience: 'USERS_FROM_DEPARTMENTS',
  departmentIds: [ids.departmentId],
  groupIds: [],
  userIds: [],
  emails: [],
  timeZone: 'Europe/Kyiv',
})

export const SAMPLES: Record<string, Sample> = {
  'DELETE /api/v1/partner-portal/:companyId/customers/bulk': () => ({ customersIds: ['cmp_nw_5'] }),
  'PATCH /api/v1/partner-portal/:companyId/customers/bulk/affiliation': () => ({
    customersIds: ['cmp_nw_5'],
    customerType: 'PARTNER',
  }),
  'POST /partnership/api/v1/company/:companyId/invite': () => ({
    companies: [{ companyName: 'Walk Invited', email: 'walk@invited.example' }],
    message: 'Walk',
  }),
  'POST /api/v1/partner-portal/:companyId/resend_partner_customer_invite': (ids) => ({
    user_email: 'walk@invited.example',
    company_id: ids.companyId,
    customer_company_id: 'cmp_nw_4',
  }),
  'PUT /api/v1/partner-portal/company/:companyId/default_customer_invite_message': () => ({
    defaultCustomerInviteMessage: 'Walk message',
  }),
  'POST /api/v1/partner-portal/:companyId/transactions/:transactionId/send_invoice': () => ({
    email: 'walk@billing.example',
  }),
  'POST /api/v1/billing/:companyId/customers/:customerId/licenses/allocate': () => ({
    licensesToAllocate: 1,
  }),
  'POST /api/v1/billing/resellers/company/:companyId/customers/:customerId/subscriptions': () => ({
    licensesNumber: 1,
    orderNumber: 'PO-WALK',
  }),
  'POST /api/v1/billing/resellers/company/:companyId/customers/:customerId/subscriptions/upgrade': () => ({
    licensesNumber: 1,
  }),
  'POST /phishing/api/v3/company/:companyId/campaign': simulation,
  'POST /phishing/api/v3/company/:companyId/campaign/plan': simulation,
  'POST /phishing/api/v3/campaign/:campaignId/clone': (ids) => ({
    campaignId: ids.simulationCampaignId,
    companyIds: ['cmp_nw_5'],
    name: 'Walk share',
    startDate: '2099-01-01',
    timezone: 'Europe/Kyiv',
    companyId: ids.companyId,
    isAllSelected: false,
  }),
  'POST /api/v1/company/:companyId/partner_request': () => ({
    kind: 'MSP',
    expectedCustomers: 12,
    website: 'https://walk.example',
    message: 'Walk',
  }),
  'POST /phishing/api/v3/company/:companyId/templates': () => ({
    name: 'Walk template',
    subject: 'Walk subject',
    fromName: 'Walk',
    fromEmail: 'walk@walk.example',
    difficulty: 'EASY',
    category: 'CUSTOM',
    provider: 0,
    html: '<p><a href="%url_tag%">Open</a></p>',
  }),
  'PATCH /phishing/api/v3/company/:companyId/settings': () => ({
    xTestPhish: 'walk-header-0123456789',
    email: 'security@walk.example',
    gwReportAction: 'ARCHIVE',
    msReportAction: 'MOVE_TO_FOLDER',
    folderId: 'walk-folder',
  }),
  'PATCH /phishing/api/v3/company/:companyId/settings/ded': () => ({
    isGmailDedEnabled: false,
    isMicrosoftDedEnabled: false,
    testEmail: 'owner@globex.example',
  }),
  'POST /phishing/api/v3/company/:companyId/settings/user/:userId/ded/auth/initiate': () => ({
    domain: 'google',
  }),
  'PATCH /phishing/api/v3/company/:companyId/campaigns/complete': (ids) => ({
    campaignIds: [ids.simulationCampaignId],
    isAllSelected: false,
    parentCampaignId: ids.simulationCampaignId,
  }),
  'POST /identity/v1/accounts/sign-in': () => ({ email: 'owner@globex.example', password: 'Wrong#Guess1' }),
  'POST /api/v1/user/login/validate': () => ({ email: 'owner@globex.example', password: 'Wrong#Guess1' }),
  'POST /api/v1/users/list/:companyId': (ids) => ({
    includeDisabled: false,
    paging: { pageNumber: 0, pageSize: 10 },
    filter: { searchText: 'a', departmentIds: [ids.departmentId], groupIds: [ids.groupId], role: 'user' },
    sort: { orderBy: 'email', order: 'ASC' },
  }),
  'POST /api/v1/users/:companyId/manual_reminders/tasks_availability': reminder,
  'POST /api/v1/users/:companyId/manual_reminders/send': reminder,
  'POST /api/v1/user/:companyId/invite': (ids) => ({
    emails: [{ email: 'walk.invite@globex.example', role: 'user', departments: ['Walk'], groups: [] }],
    company_id: ids.companyId,
    custom_message: '',
    custom_subject: '',
    sso: false,
    departments: [],
    groups: [],
    notificationsEnabled: false,
  }),
  'POST /api/v1/campaign/:companyId': (ids) => ({
    companyId: ids.companyId,
    campaignInfo: {
      courseId: 'crs_annual',
      campaign_name: 'Walk training',
      campaign_assignment_type: 'DEPARTMENTS',
      user_departments: [ids.departmentId],
      days_to_complete: 14,
      start_date: '2027-01-04T09:00:00.000Z',
      notificationsEnabled: false,
    },
  }),
  'PUT /api/v1/campaign/:companyId': (ids) => ({
    campaignInfo: {
      id: ids.trainingCampaignId,
      courseId: 'crs_annual',
      campaign_name: 'Walk training, renamed',
      campaign_assignment_type: 'ALL_USERS',
      days_to_complete: 30,
      start_date: '2027-01-04T09:00:00.000Z',
      notificationsEnabled: true,
      notificationSubject: 'Training',
      notificationMessage: 'Please complete it.',
    },
  }),
  'POST /api/v1/campaign/company/:companyId/campaign/:campaignId/completed': () => ({
    limitPerPage: 25,
    page: 0,
    order: 'ASC',
    orderBy: 'name',
  }),
  'POST /api/v1/campaign/company/:companyId/campaign/:campaignId/notStarted': () => ({
    limitPerPage: 25,
    page: 0,
    order: 'ASC',
    orderBy: 'name',
    search: 'a',
  }),
  'POST /phishing-exercise/api/v1/company/:companyId/campaign/preview': exerciseCampaign,
  'POST /phishing-exercise/api/v1/company/:companyId/campaign/create': exerciseCampaign,
  'PUT /phishing-exercise/api/v1/company/:companyId/campaign/:campaignId/update': (ids) => ({
    name: 'Walk campaign',
    daysToComplete: 14,
    notification: { isEnabled: true, message: 'Hello', subject: 'Exercise' },
    selectedDepartmentsIds: [ids.departmentId],
    selectedGroupsIds: [],
    selectedUsersIds: [],
  }),
  'POST /ctf/api/v1/company/:companyId/challenges/tournament': (ids) => ({
    duration: 2,
    challengesCount: 3,
    startDate: '2027-01-04T09:00:00.000Z',
    timezone: 'Europe/Berlin',
    assignmentType: 'DEPARTMENTS',
    departments: [ids.departmentId],
    groups: [],
  }),
  'PATCH /ctf/api/v1/company/:companyId/tournament/:id': () => ({
    duration: 2,
    challengesCount: 3,
    startDate: '2027-01-04T09:00:00.000Z',
    timezone: 'Europe/Berlin',
    assignmentType: 'ALL_USERS',
    departments: [],
    groups: [],
  }),
  'PATCH /api/v1/users/:companyId/change_users_disable_status': (ids) => ({
    companyId: ids.companyId,
    userIds: [ids.learnerId],
    isAllUsersSelected: false,
    disable: false,
  }),
  'PATCH /api/v1/users/:companyId/user/:userId': () => ({ name: 'Walk', lastName: 'Er', role: 'user' }),
  'POST /api/v1/billing/:companyId/checkout': (ids) => ({
    email: 'owner@globex.example',
    companyId: ids.companyId,
    quantity: 10,
  }),
  'POST /api/v1/users/verify_emails_existed': (ids) => ({
    companyId: ids.companyId,
    emails: ['a@b.example'],
  }),
  'POST /api/v1/user/verification_email': (ids) => ({ user_id: ids.learnerId }),
  'POST /api/v1/course/company/:companyId/share/:courseId/batch': () => ({
    customerCompanyIds: ['cmp_nw_5'],
    isAllCustomers: false,
  }),
  'POST /api/v1/course/company/:companyId/start/:courseId/batch': () => ({
    customerCompanyIds: ['cmp_nw_5'],
    isAllCustomers: false,
    daysToComplete: 14,
    startDate: '2027-01-04T09:00:00.000Z',
    notificationsEnabled: true,
    subject: 'Training',
    message: 'Please complete it.',
  }),
  'POST /api/v1/course/company/:companyId/resync/:courseId/batch': () => ({
    customerCompanyIds: ['cmp_nw_1'],
    isAllCustomers: false,
  }),
  'PUT /api/v1/custom-training/:companyId/course/:courseId/sections': () => ({
    sections: [
      {
        id: 'walk_s1',
        title: 'Walk section',
        chapters: [{ id: 'walk_c1', title: 'Walk chapter', minutes: 5, hasQuiz: true }],
      },
    ],
  }),
  'POST /reports/api/v1/company/:companyId/schedules': (ids) => ({
    report: 'training',
    query: 'statuses=running',
    frequency: 'monthly',
    recipientIds: [ids.userId],
  }),
}
