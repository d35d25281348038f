// The country list served by GET collections/api/v1/countries: every ISO 3166 region the runtime can
// name in English, so the list needs no hand-kept table.

export interface Country {
  id: string
  label: string
}

function allCountries(): Country[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
  const list: Country[] = []
  for (const a of letters)
    for (const b of letters) {
      const id = `${a}${b}`
      const label = names.of(id)
      // Reserved and exceptional codes (EU, UN, XK…) are left out; they are not where companies register. So
      // are retired codes the runtime still names (DD, UK, YU…: Germany, the United Kingdom, Serbia twice over),
      // which the locale data maps to the current one.
      const retired = Intl.getCanonicalLocales(`und-${id}`)[0] !== `und-${id}`
      if (label && label !== id && !retired && !['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'XK', 'ZZ'].includes(id))
        list.push({ id, label })
    }
  return list.sort((x, y) => x.label.localeCompare(y.label, 'en'))
}

export const COUNTRIES: readonly Country[] = allCountries()
