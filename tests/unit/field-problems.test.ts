import { ATTACHMENT_TEXTS } from '../../src/domain/training-attachment'
import { freshTrainingForm, TRAINING_TEXTS, trainingProblems } from '../../src/domain/training-campaign'
import {
  emptySimulationTemplate,
  SIMULATION_TEMPLATE_TEXTS,
  simulationTemplateProblems,
  TEMPLATE_SUBJECT_MAX,
} from '../../src/domain/simulation/template'
import { describe, expect, it } from 'vitest'
import { CONTACT_SALES_TEXTS as T, ContactSalesForm } from '../../src/domain/contact-sales'
import { fieldProblems, holds } from '../../src/domain/field-problems'
import { EMPTY_SMTP, MAIL_DELIVERY_TEXTS, smtpFieldProblems } from '../../src/domain/mail-delivery'
import { monthlyFieldProblems } from '../../src/domain/monthly-video'
import { SSO_TEXTS, ssoFieldProblems } from '../../src/domain/sso-settings'
import { ADD_USERS_TEXTS, isStepOneValid, usersStepFieldProblems } from '../../src/domain/add-users'
import { COURSE_SHARE_TEXTS, freshShareForm, shareFieldProblems } from '../../src/domain/course-sharing'
import { PhishingSettingsForm, SETTINGS_TEXTS } from '../../src/domain/simulation/settings'
import { afterFailureFieldProblems } from '../../src/domain/training-after-failure'

describe('one validation style: a schema with the spec’s messages', () => {
  const values = { usersNumber: '25', phone: '+44 20 7946 0000', message: '' }

  it('holds for good values and gives each field its first failing rule’s message', () => {
    expect(holds(ContactSalesForm, values)).toBe(true)
    expect(fieldProblems(ContactSalesForm, values)).toEqual({})
    expect(fieldProblems(ContactSalesForm, { ...values, usersNumber: ' ', phone: '12' })).toEqual({
      usersNumber: T.usersRequired,
      phone: T.phoneInvalid,
    })
    expect(fieldProblems(ContactSalesForm, { ...values, usersNumber: '0' })).toEqual({
      usersNumber: T.usersMinimum,
    })
    expect(holds(ContactSalesForm, { ...values, phone: '' })).toBe(false)
  })

  it('checks a rule over the whole form even while a field is wrong, and the field’s own rule first', () => {
    const settings = { xTestPhish: 'short', email: null, folderId: '', msReportAction: 'MOVE_TO_FOLDER' }
    expect(fieldProblems(PhishingSettingsForm, settings)).toEqual({
      xTestPhish: SETTINGS_TEXTS.xTestPhish,
      folderId: SETTINGS_TEXTS.folderId,
    })
    const long = { ...settings, xTestPhish: 'x'.repeat(16), folderId: 'f'.repeat(500) }
    expect(fieldProblems(PhishingSettingsForm, long)).toEqual({ folderId: SETTINGS_TEXTS.folderLong })
    expect(holds(PhishingSettingsForm, { ...long, folderId: 'Inbox/Reported' })).toBe(true)
  })

  it('names a rule over several controls by the part of the form that shows its message', () => {
    const off = { enabled: false, onSimulation: false, onExercise: false, days: '' }
    expect(afterFailureFieldProblems(off), 'nothing to check while the course is not the one').toEqual({})
    expect(afterFailureFieldProblems({ ...off, enabled: true })).toEqual({
      days: TRAINING_TEXTS.required,
      sources: TRAINING_TEXTS.atLeastOne,
    })
    expect(afterFailureFieldProblems({ ...off, enabled: true, onExercise: true, days: '7' })).toEqual({})
    const monthly = {
      enabled: true,
      assignmentType: 'GROUPS' as const,
      departmentIds: [],
      groupIds: [],
      days: 'x',
    }
    expect(monthlyFieldProblems(monthly)).toEqual({
      days: TRAINING_TEXTS.daysNumber,
      selection: TRAINING_TEXTS.atLeastOne,
    })
    expect(monthlyFieldProblems({ ...monthly, assignmentType: 'ALL_USERS', days: '10' })).toEqual({})
  })

  it('SMTP: every field’s problem at once, the password asked only with a user and none saved', () => {
    const draft = { ...EMPTY_SMTP, host: 'smtp.', port: '70000', user: 'mailer' }
    expect(smtpFieldProblems(draft, false)).toEqual({
      host: MAIL_DELIVERY_TEXTS.host,
      port: MAIL_DELIVERY_TEXTS.port,
      fromAddress: MAIL_DELIVERY_TEXTS.required,
      password: MAIL_DELIVERY_TEXTS.required,
    })
    const good = { ...EMPTY_SMTP, host: 'smtp.company.com', fromAddress: 'it@company.com', user: 'mailer' }
    expect(smtpFieldProblems(good, true)).toEqual({})
    expect(smtpFieldProblems({ ...good, dkimSelector: 'bad selector' }, true)).toEqual({
      dkimSelector: MAIL_DELIVERY_TEXTS.selector,
    })
  })

  it('SSO: the provider’s fields in the form’s order, a saved client secret may stay empty', () => {
    const draft = { protocol: 'OIDC', domain: 'not a host', clientID: 'abc', clientSecret: '' }
    expect(ssoFieldProblems('okta', draft)).toEqual({
      domain: SSO_TEXTS.domain,
      clientSecret: SSO_TEXTS.required,
    })
    expect(ssoFieldProblems('okta', { ...draft, domain: 'acme.okta.com' }, true)).toEqual({})
    expect(ssoFieldProblems('azure', { tenantId: ' ' })).toEqual({ tenantId: SSO_TEXTS.required })
    expect(Object.keys(ssoFieldProblems('customSaml', {}))).toEqual([
      'certificate',
      'identityProviderEntityId',
      'ssoUrl',
    ])
  })

  it('add users, step 1: addresses, then the ones in use, and a department of at most its length', () => {
    const sales = [{ label: 'Sales', value: null }]
    expect(usersStepFieldProblems({ emails: [], departments: [] }, [])).toEqual({
      emails: ADD_USERS_TEXTS.emailsRequired,
      departments: ADD_USERS_TEXTS.departmentRequired,
    })
    expect(usersStepFieldProblems({ emails: ['ann@acme.example', 'bob@'], departments: sales }, [])).toEqual({
      emails: ADD_USERS_TEXTS.emailsInvalid,
    })
    expect(
      usersStepFieldProblems({ emails: ['ann@acme.example'], departments: sales }, ['ann@acme.example']),
    ).toEqual({
      emails: ADD_USERS_TEXTS.emailsInUse,
    })
    expect(isStepOneValid({ emails: ['ann@acme.example'], departments: sales })).toBe(true)
  })

  it('course sharing: customers always; with a start, the notice, the days and a start not in the past', () => {
    const today = '2026-11-25'
    const form = freshShareForm(today)
    expect(shareFieldProblems({ ...form, subject: ' ', startDate: '2026-11-24' }, today)).toEqual({
      customers: COURSE_SHARE_TEXTS.addCustomers,
      subject: TRAINING_TEXTS.required,
      startDate: TRAINING_TEXTS.startPast,
    })
    // A copy asks only for its customers.
    expect(shareFieldProblems({ ...form, inherit: 'copy', subject: '', startDate: 'nope' }, today)).toEqual({
      customers: COURSE_SHARE_TEXTS.addCustomers,
    })
    expect(shareFieldProblems({ ...form, startDate: 'nope' }, today).startDate).toBe(
      TRAINING_TEXTS.startInvalid,
    )
  })

  it('a simulation template: every field at once, and the body needs its %url_tag% link', () => {
    const blank = { ...emptySimulationTemplate(), html: ' ' }
    expect(simulationTemplateProblems({ ...blank, fromEmail: 'nope' })).toEqual({
      name: SIMULATION_TEMPLATE_TEXTS.name,
      subject: SIMULATION_TEMPLATE_TEXTS.subject,
      fromName: SIMULATION_TEMPLATE_TEXTS.fromName,
      fromEmail: SIMULATION_TEMPLATE_TEXTS.fromEmail,
      html: SIMULATION_TEMPLATE_TEXTS.body,
    })
    const filledIn = {
      ...emptySimulationTemplate(),
      name: 'Invoice',
      subject: 'x'.repeat(TEMPLATE_SUBJECT_MAX + 1),
      fromName: 'Billing',
      fromEmail: 'billing@acme.example',
    }
    expect(simulationTemplateProblems(filledIn)).toEqual({
      subject: SIMULATION_TEMPLATE_TEXTS.tooLong(TEMPLATE_SUBJECT_MAX),
    })
    expect(simulationTemplateProblems({ ...filledIn, subject: 'Invoice', html: '<p>no link</p>' })).toEqual({
      html: SIMULATION_TEMPLATE_TEXTS.noUrlTag,
    })
  })

  it('a training: every field at once; a start in the past only while the start can still change', () => {
    const today = '2026-11-25'
    const form = {
      ...freshTrainingForm('NIS2', today),
      name: ' ',
      notificationsEnabled: true,
      subject: '',
      message: '',
      startDate: '2026-11-24',
      assignmentType: 'GROUPS' as const,
      attachmentKind: 'link' as const,
      link: 'mailto:x',
    }
    expect(trainingProblems(form, today)).toEqual({
      name: TRAINING_TEXTS.required,
      subject: TRAINING_TEXTS.required,
      message: TRAINING_TEXTS.required,
      startDate: TRAINING_TEXTS.startPast,
      selection: TRAINING_TEXTS.atLeastOne,
      attachmentTitle: ATTACHMENT_TEXTS.required,
      link: ATTACHMENT_TEXTS.linkInvalid,
    })
    expect(trainingProblems(form, today, false).startDate).toBeUndefined()
    expect(trainingProblems({ ...freshTrainingForm('NIS2', today), attachmentKind: 'pdf' }, today)).toEqual({
      attachmentTitle: ATTACHMENT_TEXTS.required,
      file: ATTACHMENT_TEXTS.fileRequired,
    })
  })
})
