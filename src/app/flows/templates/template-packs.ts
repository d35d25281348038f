import { loadPacks } from '../../../api/templates/templates'
import type { Pack } from '../../../domain/template-library'
import { cachedList } from '../../list-cache'

/**
 * The template packs, asked for by the exercise landing, the campaign wizard and the template library: the wizard
 * and the library start together on /phishing-exercise/create and share one call.
 */
export const templatePacks = cachedList<null, Pack[]>('packs', (deps) => loadPacks(deps.api))
