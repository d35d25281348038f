import type { $Fetch } from 'ofetch'
import { create, object, string } from 'superstruct'
import {
  AuthInitiateResult,
  DedState,
  PhishingSettings,
  type DedProvider,
  type DedSettings,
} from '../domain/simulation-settings'
import { simulationCompany } from './simulation'

// Phishing simulation settings (002 §7): settings and settings/ded, the provider's consent, the test mail.

const settingsPath = (companyId: string) => `${simulationCompany(companyId)}/settings`

export const loadSimulationSettings = async (api: $Fetch, companyId: string) =>
  create(await api(settingsPath(companyId)), PhishingSettings)

export const saveSimulationSettings = async (api: $Fetch, companyId: string, body: PhishingSettings) =>
  create(await api(settingsPath(companyId), { method: 'PATCH', body }), PhishingSettings)

export const loadDed = async (api: $Fetch, companyId: string) =>
  create(await api(`${settingsPath(companyId)}/ded`), DedState)

export const saveDed = async (api: $Fetch, companyId: string, body: DedSettings) =>
  create(await api(`${settingsPath(companyId)}/ded`, { method: 'PATCH', body }), DedState)

export const initiateDedConsent = async (
  api: $Fetch,
  companyId: string,
  userId: string,
  domain: DedProvider,
) =>
  create(
    await api(`${settingsPath(companyId)}/user/${encodeURIComponent(userId)}/ded/auth/initiate`, {
      method: 'POST',
      body: { domain },
    }),
    AuthInitiateResult,
  )

export const sendDedTest = async (api: $Fetch, companyId: string) =>
  create(await api(`${settingsPath(companyId)}/ded/test`, { method: 'POST' }), object({ sentTo: string() }))
