import { useEffect, useId, useRef, useState } from 'react'
import type { CSSProperties, KeyboardEvent } from 'react'
import type { Place } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { PlaceOption } from './PlaceOption.tsx'
import { usePlaceSuggestions } from './usePlaceSuggestions.ts'
import { searchTexts } from './searchTexts.ts'

export interface PlaceComboboxProps {
  label: string
  placeholder?: string
  value: string
  onChange: (text: string) => void
  /** The driver chose a suggestion (Enter on it, or a click). */
  onChoose: (place: Place) => void
  /** Milliseconds typing must pause before places are asked for (default 200). */
  delayMs?: number
  /** Of the outer element (label, box and list); outside a Parkade component the host styles them. */
  className?: string
}

// Inline, not in the theme's sheet: the sheet travels in parkade.js's first bytes, this in the search's part.
// The fallbacks serve a host page that shows the box outside a Parkade component (the site's home).
const LISTBOX: CSSProperties = {
  position: 'absolute',
  top: '100%',
  insetInline: 0,
  zIndex: 10,
  margin: '4px 0 0',
  padding: 4,
  maxHeight: 320,
  overflowY: 'auto',
  listStyle: 'none',
  color: 'var(--pk-color-text, #101828)',
  background: 'var(--pk-color-bg, #fff)',
  border: '1px solid var(--pk-color-border, #d0d5dd)',
  borderRadius: 'var(--pk-radius, 12px)',
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.15)',
}

/**
 * The search box as a WAI-ARIA 1.2 combobox with a listbox popup of places: typing suggests
 * (debounced), ArrowDown/ArrowUp move the highlighted option (aria-activedescendant: the focus
 * stays in the box), Home/End jump to the first/last while one is highlighted, Enter chooses it
 * (with none highlighted the form searches the text), Escape closes the list and then clears
 * the box, Tab leaves. A polite live region says how many places were found.
 */
export function PlaceCombobox({ label, placeholder, value, onChange, onChoose, delayMs, className = 'pk-field' }: PlaceComboboxProps) {
  const { t, language } = useTranslation()
  searchTexts.useTexts()
  const id = useId()
  const listId = `${id}-places`
  const [open, setOpen] = useState(false)
  const suggestions = usePlaceSuggestions(value, open, delayMs)
  const places = suggestions.places
  // The highlight belongs to one list of places: a new answer starts without one.
  const [highlight, setHighlight] = useState<{ places: Place[]; index: number }>({ places, index: -1 })
  const index = highlight.places === places ? highlight.index : -1
  const expanded = open && places.length > 0
  const optionId = (i: number) => `${id}-place-${i}`
  const activeId = expanded && index >= 0 ? optionId(index) : undefined

  // By position, not by id: inside an element's shadow root `document` cannot see the options.
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    if (activeId) list.current?.children[index]?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId, index])

  const move = (next: number) => setHighlight({ places, index: next })
  const choose = (place: Place) => {
    setOpen(false)
    onChoose(place)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = places.length - 1
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!expanded) {
          setOpen(true)
          if (places.length) move(0)
        } else move(index >= last ? 0 : index + 1)
        break
      case 'ArrowUp':
        event.preventDefault()
        if (!expanded) {
          setOpen(true)
          if (places.length) move(last)
        } else move(index <= 0 ? last : index - 1)
        break
      case 'Home':
      case 'End':
        // With no option highlighted they move the caret in the text, as in any text box.
        if (expanded && index >= 0) {
          event.preventDefault()
          move(event.key === 'Home' ? 0 : last)
        }
        break
      case 'Enter':
        if (expanded && index >= 0) {
          event.preventDefault()
          choose(places[index]!)
        } else setOpen(false) // the form searches the text
        break
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          setOpen(false)
        } else if (value) {
          event.preventDefault()
          onChange('')
        }
        break
      case 'Tab':
        setOpen(false)
        break
    }
  }

  let announcement = ''
  if (open && suggestions.status === 'success') {
    const count = places.length
    announcement = count === 0 ? t('search.noPlaces') : t(new Intl.PluralRules(language).select(count) === 'one' ? 'search.placesOne' : 'search.placesOther', { count })
  }

  return (
    <div className={className} style={{ position: 'relative' }}>
      <label className="pk-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="pk-input"
        type="text"
        name="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          // New text, no highlight: the list on screen until its answer arrives is the old text's.
          setHighlight({ places, index: -1 })
          setOpen(true)
          onChange(event.target.value)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul ref={list} id={listId} role="listbox" aria-label={label} hidden={!expanded} style={LISTBOX}>
        {places.map((place, i) => (
          <PlaceOption
            key={place.id}
            id={optionId(i)}
            place={place}
            active={i === index}
            // The press must not blur the box first, which would close the list under the pointer.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          />
        ))}
      </ul>
      <span role="status" aria-live="polite" className="pk-visually-hidden">
        {announcement}
      </span>
    </div>
  )
}
