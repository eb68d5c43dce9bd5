import { useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { Link } from 'react-router'
import { useParkadeStore, useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { useLogout } from './useLogout.ts'

/**
 * The header's profile menu (SPEC §2: My Bookings, Wallet, Profile, Logout), as a WAI-ARIA menu
 * button: Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; arrows,
 * Home and End move; Escape closes it and returns to the button; Tab closes it.
 */
export function ProfileMenu() {
  const { t } = useTranslation()
  const name = useParkadeStore('profile', (s) => s.profile?.first_name?.trim() || null)
  const logout = useLogout()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const focusOnOpen = useRef<'first' | 'last'>('first')

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

  useEffect(() => {
    if (!open) return
    const list = items()
    ;(focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus()
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const openWith = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus
    setOpen(true)
  }

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openWith(event.key === 'ArrowUp' ? 'last' : 'first')
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items()
    const index = list.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => {
      event.preventDefault()
      list[(to + list.length) % list.length]?.focus()
    }
    if (event.key === 'ArrowDown') move(index + 1)
    else if (event.key === 'ArrowUp') move(index - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(list.length - 1)
    else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') close(false)
  }

  const links = [
    { to: paths.bookings, label: t('profileMenu.myBookings') },
    { to: paths.wallet, label: t('profileMenu.wallet') },
    { to: paths.profile, label: t('profileMenu.profile') },
  ]

  return (
    <div className="site-profile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="site-button site-button-secondary site-profile-button"
        // The visible name first, so speech control finds the button by what it shows.
        aria-label={`${name ?? t('header.account')}, ${t('profileMenu.label')}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {/* The initial is drawn by CSS, so the button's visible text is the name alone. */}
        <span className="site-avatar" aria-hidden="true" data-initial={(name ?? t('header.account')).charAt(0).toUpperCase()} />
        <span className="site-profile-name">{name ?? t('header.account')}</span>
      </button>
      {open ? (
        <ul ref={menuRef} id={menuId} role="menu" aria-label={t('profileMenu.label')} className="site-menu" onKeyDown={onMenuKeyDown}>
          {links.map((link) => (
            <li key={link.to} role="none">
              <Link role="menuitem" tabIndex={-1} to={link.to} onClick={() => close(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(false)
                logout()
              }}
            >
              {t('profileMenu.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  )
}
