import { nullable, object, string, type, type Infer } from 'superstruct'
import { filled, text } from './field-problems'
import { isZone } from './tournament'

// Settings → General (issue 29): the company's name, logo (PNG or JPG by its bytes), the language of its mail
// and the time zone used where a learner has none. Ours: the spec names these fields (001 §3 base fields) but
// no call; GET and PATCH /api/v1/company/{companyId}/general.

/** 001 §9: every supported language code, the primary nine first. */
export const COMPANY_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'nl', label: 'Dutch' },
  { code: 'fr', label: 'French' },
  { code: 'de', label: 'German' },
  { code: 'he', label: 'Hebrew' },
  { code: 'it', label: 'Italian' },
  { code: 'pt', label: 'Portuguese' },
  { code: 'pt-br', label: 'Brazilian Portuguese' },
  { code: 'es', label: 'Spanish' },
  { code: 'ar', label: 'Arabic' },
  { code: 'zh', label: 'Chinese' },
  { code: 'da', label: 'Danish' },
  { code: 'el', label: 'Greek' },
  { code: 'ja', label: 'Japanese' },
  { code: 'es-es', label: 'Spanish (Spain)' },
  { code: 'ru', label: 'Russian' },
] as const

export const COMPANY_NAME_MAX = 100

export const CompanyGeneral = object({
  name: string(),
  logo: nullable(string()),
  lang: string(),
  /** IANA zone; empty means UTC. */
  timeZone: string(),
})
export type CompanyGeneral = Infer<typeof CompanyGeneral>
export type CompanyGeneralField = 'name' | 'lang' | 'timeZone'

export const COMPANY_GENERAL_TEXTS = {
  saved: 'Company settings saved.',
  required: 'Field is required',
  nameLong: `Use at most ${COMPANY_NAME_MAX} characters.`,
  language: 'Choose one of the languages listed.',
  zone: 'Choose a time zone from the list.',
  nameTaken: 'A company with this name already exists.',
} as const

/** The company's name (required, at most COMPANY_NAME_MAX), a listed language and a known zone or none. */
export const CompanyGeneralForm = type({
  name: text(filled(COMPANY_GENERAL_TEXTS.required), [
    (name) => name.length <= COMPANY_NAME_MAX,
    COMPANY_GENERAL_TEXTS.nameLong,
  ]),
  lang: text([
    (lang) => COMPANY_LANGUAGES.some((language) => language.code === lang),
    COMPANY_GENERAL_TEXTS.language,
  ]),
  timeZone: text([(zone) => zone === '' || isZone(zone), COMPANY_GENERAL_TEXTS.zone]),
})
