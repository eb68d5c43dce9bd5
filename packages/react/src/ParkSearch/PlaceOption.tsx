import type { MouseEventHandler } from 'react'
import type { Place, TranslationKey } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { searchTexts } from './searchTexts.ts'

export interface PlaceOptionProps {
  id: string
  place: Place
  /** Highlighted by the arrow keys (the combobox's aria-activedescendant). */
  active: boolean
  onMouseDown: MouseEventHandler<HTMLLIElement>
  onClick: MouseEventHandler<HTMLLIElement>
}

/** What a place is, as the suggestion says it: a landmark's type, a city, or a car park; any other landmark is a 'Place'. */
const KIND_LABELS = ['airport', 'stadium', 'station', 'city', 'park'] as const
const ICONS: Record<string, string> = { airport: '✈', stadium: '🏟', station: '🚉', city: '🏙', park: 'P' }

/** The label key and icon of a place: parks by their kind, landmarks and cities by their type. */
export function placeKindOf(place: Pick<Place, 'kind' | 'type'>): { key: TranslationKey; icon: string } {
  const kind = place.kind === 'park' ? 'park' : place.kind === 'city' ? 'city' : place.type
  const known = (KIND_LABELS as readonly string[]).includes(kind) ? kind : 'landmark'
  return { key: `search.placeKinds.${known}` as TranslationKey, icon: ICONS[kind] ?? '•' }
}

/** One suggestion of the place combobox: its icon and kind, its name and where it is. */
export function PlaceOption({ id, place, active, onMouseDown, onClick }: PlaceOptionProps) {
  const { t } = useTranslation()
  searchTexts.useTexts()
  const { key, icon } = placeKindOf(place)
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      data-place-kind={place.kind}
      onMouseDown={onMouseDown}
      onClick={onClick}
      style={{
        display: 'flex',
        gap: 10,
        alignItems: 'center',
        padding: '8px 10px',
        minHeight: 44,
        cursor: 'pointer',
        borderRadius: 'calc(var(--pk-radius, 12px) - 4px)',
        background: active ? 'var(--pk-color-surface, #eef2f6)' : undefined,
        outline: active ? '2px solid var(--pk-color-focus, #2563eb)' : undefined,
        outlineOffset: -2,
      }}
    >
      <span aria-hidden="true" style={{ width: 24, textAlign: 'center', fontWeight: 700 }}>
        {icon}
      </span>
      <span style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <span className="pk-strong" style={{ fontWeight: 600 }}>
          {place.name}
        </span>
        {place.detail ? (
          <span className="pk-muted pk-small" style={{ fontSize: '0.875em' }}>
            {place.detail}
          </span>
        ) : null}
      </span>
      <span className="pk-badge">{t(key)}</span>
    </li>
  )
}
