import { PATHS } from '../../domain/api-paths'
import type { $Fetch } from 'ofetch'
import { create, object, string } from 'superstruct'
import {
  AuthInitiateResult,
  DedState,
  PhishingSettings,
  type DedProvider,
  type DedSettings,
} from '../../domain/simulation/settings'

// Phishing simulation settings (002 §7): settings and settings/ded, the provider's consent, the test mail.

export const loadSimulationSettings = async (api: $Fetch, companyId: string) =>
  create(await api(PATHS.simulationSettings(companyId)), PhishingSettings)

export const saveSimulationSettings = async (api: $Fetch, companyId: string, body: PhishingSettings) =>
  create(await api(PATHS.simulationSettings(companyId), { method: 'PATCH', body }), PhishingSettings)

export const loadDed = async (api: $Fetch, companyId: string) =>
  create(await api(PATHS.simulationDed(companyId)), DedState)

export const saveDed = async (api: $Fetch, companyId: string, body: DedSettings) =>
  create(await api(PATHS.simulationDed(companyId), { method: 'PATCH', body }), DedState)

export const initiateDedConsent = async (
  api: $Fetch,
  companyId: string,
  userId: string,
  domain: DedProvider,
) =>
  create(
    await api(PATHS.simulationDedAuth(companyId, userId), {
      method: 'POST',
      body: { domain },
    }),
    AuthInitiateResult,
  )

export const sendDedTest = async (api: $Fetch, companyId: string) =>
  create(await api(PATHS.simulationDedTest(companyId), { method: 'POST' }), object({ sentTo: string() }))
