import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { createElement as preactCreateElement } from 'preact/compat'
import { createRoot as preactCreateRoot } from 'preact/compat/client'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { peekSharedClient } from '../shared/getSharedClient.ts'
import { API, addElement, eventually, field, offlineDefaults, probeA, probeB, probeEmits } from './helpers.tsx'

beforeAll(() => {
  probeA.define()
  probeB.define()
})
beforeEach(() => offlineDefaults())

describe('defineParkadeElement', () => {
  it('renders with Preact, not React', () => {
    expect(createElement).toBe(preactCreateElement)
    expect(createRoot).toBe(preactCreateRoot)
  })

  it('registers nothing until define(), and defines a tag once', () => {
    expect(customElements.get('parkade-probe-a')).toBe(probeA.element())
    expect(probeA.define()).toBe(probeA.element())
    expect(probeA.element()).toBe(probeA.element())
  })

  it('renders in an open shadow root', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API })
    expect(a.shadowRoot?.mode).toBe('open')
    await eventually(() => expect(a.shadowRoot?.querySelector('[data-testid="probe"]')).not.toBeNull())
  })

  it('maps kebab-case attributes to typed properties, and a changed attribute updates the element', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API, label: 'Gate A', count: '3', flag: 'true', data: '{"a":1}' })
    await eventually(() => expect(field(a, 'label')).toBe('Gate A'))
    expect(a.apiBaseUrl).toBe(API)
    expect(a.count).toBe(3)
    expect(field(a, 'count')).toBe('3')
    expect(field(a, 'flag')).toBe('true')
    expect(field(a, 'data')).toBe('{"a":1}')

    a.setAttribute('label', 'Gate B')
    a.setAttribute('count', '12')
    a.setAttribute('flag', 'false')
    await eventually(() => {
      expect(field(a, 'label')).toBe('Gate B')
      expect(field(a, 'count')).toBe('12')
      expect(field(a, 'flag')).toBe('false')
    })
  })

  it('reflects a property to its attribute', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API })
    a.label = 'From a property'
    a.count = 5
    a.data = { a: 2 }
    expect(a.getAttribute('label')).toBe('From a property')
    expect(a.getAttribute('count')).toBe('5')
    await eventually(() => {
      expect(field(a, 'label')).toBe('From a property')
      expect(field(a, 'count')).toBe('5')
      expect(field(a, 'data')).toBe('{"a":2}')
    })
  })

  it('clears a property when its attribute is removed; a bare boolean attribute is true', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API, label: 'Gate A' })
    await eventually(() => expect(field(a, 'label')).toBe('Gate A'))
    a.removeAttribute('label')
    a.setAttribute('flag', '')
    await eventually(() => {
      expect(field(a, 'label')).toBe('')
      expect(field(a, 'flag')).toBe('true')
    })
  })

  it('keeps its last value and reports an attribute that is not JSON', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API, data: '{"a":1}' })
    const errors: string[] = []
    a.addEventListener('parkade:error', (event) => errors.push(event.detail.message))
    a.setAttribute('data', '{oops')
    expect(errors).toEqual(['Invalid data attribute'])
    await eventually(() => expect(field(a, 'data')).toBe('{"a":1}'))
  })

  it('unmounts when removed and renders again when re-added, on the same client', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API, label: 'x' })
    await eventually(() => expect(field(a, 'label')).toBe('x'))
    const client = peekSharedClient()
    a.remove()
    expect(a.shadowRoot?.querySelector('[data-testid="probe"]')).toBeNull()
    document.body.appendChild(a)
    await eventually(() => expect(field(a, 'label')).toBe('x'))
    expect(peekSharedClient()).toBe(client)
  })
})

describe('events reach the host page as parkade:<name>', () => {
  it('a widget event comes from the element that caused it, bubbling out of the shadow root', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API })
    const b = addElement('parkade-probe-b')
    await eventually(() => expect(b.shadowRoot?.querySelector('button')).not.toBeNull())
    const heard: { target: EventTarget | null; bubbles: boolean; composed: boolean; slug: string }[] = []
    document.addEventListener('parkade:park-selected', (event) =>
      heard.push({ target: event.target, bubbles: event.bubbles, composed: event.composed, slug: event.detail.park.slug }),
    )
    const onA = vi.fn()
    a.addEventListener('parkade:park-selected', onA)

    b.shadowRoot?.querySelector('button')?.click()
    expect(heard).toEqual([{ target: b, bubbles: true, composed: true, slug: 'ikeja' }])
    expect(onA).not.toHaveBeenCalled()
  })

  it('the same event reaches the client bus (React callbacks and Parkade.on) once', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API })
    await eventually(() => expect(a.shadowRoot?.querySelector('button')).not.toBeNull())
    const onBus = vi.fn()
    peekSharedClient()?.events.on('park-selected', onBus)
    a.shadowRoot?.querySelector('button')?.click()
    expect(onBus).toHaveBeenCalledTimes(1)
  })

  it('a page event (login, logout) comes from every connected element', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API })
    const b = addElement('parkade-probe-b')
    const gone = addElement('parkade-probe-b')
    await eventually(() => expect(b.shadowRoot?.querySelector('button')).not.toBeNull())
    gone.remove()
    const logins: EventTarget[] = []
    const logouts: EventTarget[] = []
    document.addEventListener('parkade:login', (event) => {
      logins.push(event.target!)
      expect(event.detail.method).toBe('session')
    })
    document.addEventListener('parkade:logout', (event) => logouts.push(event.target!))

    peekSharedClient()?.stores.auth.getState().setSession('host-token')
    expect(logins).toEqual([a, b])
    peekSharedClient()?.stores.auth.getState().logout()
    expect(logouts).toEqual([a, b])
  })

  it('a widget event emitted outside any element comes from every element', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API })
    await eventually(() => expect(a.shadowRoot?.querySelector('button')).not.toBeNull())
    const onError = vi.fn()
    a.addEventListener('parkade:error', onError)
    peekSharedClient()?.events.emit('error', { message: 'Network error' })
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0]?.[0].detail).toEqual({ message: 'Network error' })
  })
})

describe('parkade:ready', () => {
  const buttonNamed = (element: Element, text: string) => [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === text)

  it('comes once per mount, from its element, named for the element’s feature', async () => {
    const heard: { target: EventTarget | null; widget: string }[] = []
    const listen = (event: CustomEvent<{ widget: string }>) => heard.push({ target: event.target, widget: event.detail.widget })
    document.addEventListener('parkade:ready', listen)
    const a = addElement('parkade-probe-a', { 'api-base-url': API })
    const b = addElement('parkade-probe-b')
    await eventually(() => expect(buttonNamed(b, 'ready')).toBeDefined())
    buttonNamed(a, 'ready')?.click()
    buttonNamed(a, 'ready')?.click()
    buttonNamed(b, 'ready')?.click()
    expect(heard).toEqual([
      { target: a, widget: 'probe-a' },
      { target: b, widget: 'probe-b' },
    ])

    // Taken out and put back (an SPA's route), it is mounted again: its own 'ready', from itself.
    a.remove()
    document.body.appendChild(a)
    await eventually(() => expect(buttonNamed(a, 'ready')).toBeDefined())
    buttonNamed(a, 'ready')?.click()
    expect(heard.slice(2)).toEqual([{ target: a, widget: 'probe-a' }])
    document.removeEventListener('parkade:ready', listen)
  })

  it('a widget event from an element that left the page comes from no other element', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API })
    const b = addElement('parkade-probe-b')
    await eventually(() => expect(buttonNamed(a, 'select')).toBeDefined())
    const emitOfA = probeEmits.get(a)!
    a.remove()
    const heard: EventTarget[] = []
    const listen = (event: Event) => heard.push(event.target!)
    document.addEventListener('parkade:park-selected', listen)
    emitOfA('park-selected', { park: { id: 7, slug: 'ikeja' } as never })
    expect(heard).toEqual([])
    buttonNamed(b, 'select')?.click()
    expect(heard).toEqual([b])
    document.removeEventListener('parkade:park-selected', listen)
  })
})
