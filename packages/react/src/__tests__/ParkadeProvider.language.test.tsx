import { act, render, screen } from '@testing-library/react'
import { I18N_NAMESPACE, fr } from '@parkade/core'
import { describe, expect, it } from 'vitest'
import { ParkadeProvider } from '../provider/ParkadeProvider.tsx'
import { useTranslation } from '../i18n/useTranslation.ts'
import { fakeApi, testClient } from './renderWithParkade.tsx'

function Probe() {
  const { t } = useTranslation()
  return <p data-testid="probe">{t('common.cancel')}</p>
}

describe('ParkadeProvider: a page in a language whose texts are on their way', () => {
  it('renders its components once the texts are here, never in English first', () => {
    const client = testClient(fakeApi([]).fetch, { language: 'fr' })
    // As a French page before core's French module arrived (the tests' setup fetched it already).
    client.i18n.removeResourceBundle('fr', I18N_NAMESPACE)
    render(
      <ParkadeProvider client={client}>
        <Probe />
      </ParkadeProvider>,
    )
    expect(screen.queryByTestId('probe')).toBeNull()
    act(() => {
      client.i18n.addResourceBundle('fr', I18N_NAMESPACE, fr, true, false)
    })
    expect(screen.getByTestId('probe').textContent).toBe('Annuler')
  })

  it('renders at once in English, and in French when French is here already', () => {
    for (const language of ['en', 'fr'] as const) {
      const client = testClient(fakeApi([]).fetch, { language })
      const { unmount } = render(
        <ParkadeProvider client={client}>
          <Probe />
        </ParkadeProvider>,
      )
      expect(screen.getByTestId('probe').textContent).toBe(language === 'fr' ? 'Annuler' : 'Cancel')
      unmount()
    }
  })
})
