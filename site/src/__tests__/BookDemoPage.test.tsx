import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import BookDemoPage from '../pages/BookDemoPage.tsx'
import { renderSite, testClient } from './siteTestUtils.tsx'

/** An IP lookup that answers when the test says, as a slow network does. */
function slowIpLookup() {
  let answer: (code: string) => void = () => {}
  const pending = new Promise<string>((resolve) => (answer = resolve))
  const fetch = async () => {
    const code = await pending
    return { ok: true, json: async () => ({ country_code: code }) }
  }
  return { ipLookup: { url: 'http://ip.test/json/', fetch }, answer: (code: string) => act(async () => answer(code)) }
}

const countryField = () => screen.findByRole('combobox', { name: /^Country/ })

describe('the demo request form (/book-demo)', () => {
  it('starts with the selected country', async () => {
    renderSite(<BookDemoPage />, { client: testClient(undefined, { country: 'CA', language: 'en' }) })
    expect(((await countryField()) as HTMLSelectElement).value).toBe('CA')
  })

  it('fills in the country detected after the page opened', async () => {
    const ip = slowIpLookup()
    renderSite(<BookDemoPage />, { client: testClient(undefined, { country: null, language: 'en', ipLookup: ip.ipLookup }) })
    const field = (await countryField()) as HTMLSelectElement
    expect(field.value).toBe('')
    await ip.answer('SN')
    expect(field.value).toBe('SN')
  })

  it('follows the detected country when it differs from the one the page opened with (the server’s guess)', async () => {
    const ip = slowIpLookup()
    renderSite(<BookDemoPage />, { client: testClient(undefined, { country: null, provisionalCountry: 'NG', language: 'en', ipLookup: ip.ipLookup }) })
    const field = (await countryField()) as HTMLSelectElement
    expect(field.value).toBe('NG')
    await ip.answer('SN')
    expect(field.value).toBe('SN')
  })

  it('keeps the country the visitor chose when the detected one arrives later', async () => {
    const ip = slowIpLookup()
    renderSite(<BookDemoPage />, { client: testClient(undefined, { country: null, language: 'en', ipLookup: ip.ipLookup }) })
    const field = (await countryField()) as HTMLSelectElement
    await userEvent.selectOptions(field, 'US')
    await ip.answer('SN')
    expect(field.value).toBe('US')
  })
})
