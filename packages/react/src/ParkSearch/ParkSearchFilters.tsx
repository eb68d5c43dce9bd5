import type { ParkSort, ParkType } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { SelectField } from '../ui/SelectField.tsx'
import { sortOptions } from './useSearchRefinements.ts'
import type { SearchRefinements } from './useSearchRefinements.ts'
import { searchTexts } from './searchTexts.ts'

const PARK_TYPES = ['airport', 'city', 'stadium', 'station'] as const satisfies readonly ParkType[]

export interface ParkSearchFiltersProps {
  refinements: SearchRefinements
  /** Whether the results are of a text search, and around a point: which sorts make sense. */
  hasText: boolean
  hasPoint: boolean
}

/** Sort (relevance with text, distance around a point, price) and filters: park type, open now, open 24 h, free spaces. */
export function ParkSearchFilters({ refinements, hasText, hasPoint }: ParkSearchFiltersProps) {
  const { t } = useTranslation()
  searchTexts.useTexts()
  const { sort, setSort, filters, setFilter } = refinements
  const sorts = sortOptions(hasText, hasPoint)
  // Without text or a point the API's own order comes first ('Suggested'); otherwise the first sort is its default.
  const options: { value: string; label: string }[] = hasText || hasPoint ? [] : [{ value: '', label: t('search.sorts.default') }]
  for (const value of sorts) options.push({ value, label: t(`search.sorts.${value}`) })
  const value = sort && sorts.includes(sort) ? sort : (options[0]?.value ?? '')
  const check = (name: 'openNow' | 'open24h' | 'available', label: string) => (
    <label className="pk-check">
      <input type="checkbox" checked={filters[name]} onChange={(event) => setFilter(name, event.target.checked)} />
      {label}
    </label>
  )
  return (
    <fieldset className="pk-stack" style={{ border: 0, padding: 0, margin: 0, gap: 'var(--pk-space)' }}>
      <legend className="pk-label">{t('search.filters')}</legend>
      <div className="pk-row" style={{ alignItems: 'flex-start' }}>
        <SelectField label={t('search.sort')} name="sort" options={options} value={value} onChange={(event) => setSort((event.target.value || null) as ParkSort | null)} />
        <SelectField
          label={t('search.parkType')}
          name="park-type"
          options={[{ value: '', label: t('search.anyType') }, ...PARK_TYPES.map((type) => ({ value: type, label: t(`common.parkTypes.${type}`) }))]}
          value={filters.type}
          onChange={(event) => setFilter('type', event.target.value as ParkType | '')}
        />
      </div>
      <div className="pk-row">
        {check('openNow', t('search.openNow'))}
        {check('open24h', t('common.open24h'))}
        {check('available', t('search.availableOnly'))}
      </div>
    </fieldset>
  )
}
