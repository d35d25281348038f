import { css } from '../../../styled-system/css'
import { PRIMARY_LANGUAGES } from '../../domain/courses'
import { Button } from '../../ui/Button'
import { listControl } from '../../ui/ListParts'
import { SearchForm } from '../../ui/SearchForm'

/** A library's filters (001 §3 "Library query: languageCode, search, categoryName"): categories, search, language. */
export function LibraryFilters<TCategory extends string>({
  categoriesLabel,
  categories,
  category,
  searchLabel,
  search,
  language,
  onCategory,
  onSearch,
  onLanguage,
}: {
  categoriesLabel: string
  categories: readonly TCategory[]
  category: TCategory
  searchLabel: string
  search: string
  language: string
  onCategory: (category: TCategory) => void
  onSearch: (search: string) => void
  onLanguage: (language: string) => void
}) {
  return (
    <>
      <nav aria-label={categoriesLabel} className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {categories.map((item) => (
          <Button
            key={item}
            size="sm"
            variant={category === item ? 'solid' : 'outline'}
            aria-pressed={category === item}
            onClick={() => onCategory(item)}
          >
            {item}
          </Button>
        ))}
      </nav>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' })}>
        <SearchForm label={searchLabel} value={search} onSearch={onSearch} />
        <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
          Language
          <select
            className={listControl}
            value={language}
            onChange={(event) => onLanguage(event.target.value)}
          >
            <option value="">All languages</option>
            {PRIMARY_LANGUAGES.map((item) => (
              <option key={item.code} value={item.code}>
                {item.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </>
  )
}
