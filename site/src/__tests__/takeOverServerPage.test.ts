import { afterEach, describe, expect, it, vi } from 'vitest'
import { handOverServerPage, startLivePage } from '../app/takeOverServerPage.ts'

afterEach(() => {
  delete window.parkadeLive
  delete window.parkadeHeld
  document.body.innerHTML = ''
})

/** The visitor types into a field: its value, then its input event. */
function type(field: HTMLInputElement, text: string): void {
  field.value = text
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

function serverPage(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = html
  document.body.appendChild(root)
  return root
}

describe('taking over a page the server drew', () => {
  it('tells the components what the visitor typed and chose before the code ran, and nothing else', () => {
    const root = serverPage('<input name="plate" value=""><input name="same" value="kept"><select name="state"><option value="a" selected>A</option><option value="b">B</option></select><input type="checkbox" name="docs">')
    const [plate, same] = root.querySelectorAll('input')
    const select = root.querySelector('select')!
    const box = root.querySelector<HTMLInputElement>('input[type=checkbox]')!
    plate!.value = 'LSD 123 XY'
    select.value = 'b'
    box.checked = true
    const seen: string[] = []
    root.addEventListener('input', (event) => seen.push(`input:${(event.target as HTMLInputElement).name}`))
    root.addEventListener('change', (event) => seen.push(`change:${(event.target as HTMLInputElement).name}`))
    handOverServerPage(root).finish()
    expect(seen).toEqual(['input:plate', 'change:plate', 'input:state', 'change:state', 'input:docs', 'change:docs'])
    expect(same!.value).toBe('kept')
    expect(window.parkadeLive).toBe(true)
  })

  it('puts back what hydration undid before telling the components (a textarea, a field, a box, a choice)', () => {
    const root = serverPage('<textarea name="message"></textarea><input name="plate"><input type="checkbox" name="docs"><select name="state"><option value="a">A</option><option value="b">B</option></select>')
    const message = root.querySelector('textarea')!
    const plate = root.querySelector<HTMLInputElement>('input[name=plate]')!
    const box = root.querySelector<HTMLInputElement>('input[type=checkbox]')!
    const select = root.querySelector('select')!
    message.value = 'A question for your press team.'
    plate.value = 'LSD 123 XY'
    box.checked = true
    select.value = 'b'
    const handOver = handOverServerPage(root)
    // What hydrating did to them: each drawn again as the server had it.
    message.value = ''
    plate.value = ''
    box.checked = false
    select.value = 'a'
    const seen: string[] = []
    root.addEventListener('input', (event) => {
      const target = event.target as HTMLInputElement
      seen.push(`${target.name}=${target.type === 'checkbox' ? String(target.checked) : target.value}`)
    })
    handOver.finish()
    expect(seen).toEqual(['message=A question for your press team.', 'plate=LSD 123 XY', 'docs=true', 'state=b'])
    expect([message.value, plate.value, box.checked, select.value]).toEqual(['A question for your press team.', 'LSD 123 XY', true, 'b'])
  })

  it('also tells what was typed after hydrating began, into a part not yet live', () => {
    const root = serverPage('<input name="code"><input name="plate">')
    const [code, plate] = root.querySelectorAll('input')
    plate!.value = 'LSD 123 XY'
    const handOver = handOverServerPage(root)
    type(code!, 'VIP-2027-LOS')
    const seen: string[] = []
    root.addEventListener('input', (event) => seen.push(`${(event.target as HTMLInputElement).name}=${(event.target as HTMLInputElement).value}`))
    handOver.finish()
    expect(seen.sort()).toEqual(['code=VIP-2027-LOS', 'plate=LSD 123 XY'])
  })

  it('after each part goes live, tells it what was typed into it, even once a change of its state drew the field back', () => {
    const root = serverPage('<form><input name="name" value=""><input name="email" value=""></form>')
    const [name, email] = root.querySelectorAll('input')
    const handOver = handOverServerPage(root)
    // Typed while the form's part waited for its turn; it goes live knowing nothing of it…
    type(name!, 'Emeka Obi')
    const told: string[] = []
    root.addEventListener('input', (event) => told.push(`${(event.target as HTMLInputElement).name}=${(event.target as HTMLInputElement).value}`))
    // …then the visitor types on, and the live form draws its fields from its state.
    type(email!, 'emeka@example.com')
    name!.value = ''
    told.length = 0
    handOver.tell()
    expect(told).toEqual(['name=Emeka Obi', 'email=emeka@example.com'])
    expect(name!.value).toBe('Emeka Obi')
    handOver.finish()
    expect(window.parkadeLive).toBe(true)
  })

  it('leaves alone a field hydration replaced', () => {
    const root = serverPage('<input name="plate">')
    const plate = root.querySelector('input')!
    plate.value = 'LSD 123 XY'
    const handOver = handOverServerPage(root)
    plate.remove()
    const seen = vi.fn()
    root.addEventListener('input', seen)
    handOver.finish()
    expect(seen).not.toHaveBeenCalled()
    expect(window.parkadeLive).toBe(true)
  })

  it('sends a form sent meanwhile, or presses the button pressed meanwhile, once', async () => {
    vi.useFakeTimers()
    try {
      const root = serverPage('<form><button type="submit">Send</button></form><button type="button">Log in</button>')
      const form = root.querySelector('form')!
      const submitted = vi.fn((event: Event) => event.preventDefault())
      form.addEventListener('submit', submitted)
      window.parkadeHeld = form
      handOverServerPage(root).finish()
      vi.runAllTimers()
      expect(submitted).toHaveBeenCalledTimes(1)

      const login = root.querySelector<HTMLButtonElement>('button[type=button]')!
      const pressed = vi.fn()
      login.addEventListener('click', pressed)
      window.parkadeHeld = login
      handOverServerPage(root).finish()
      vi.runAllTimers()
      expect(pressed).toHaveBeenCalledTimes(1)
      expect(window.parkadeHeld).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  describe('a page drawn afresh (a signed-in visitor): its markup goes', () => {
    const FORM = '<form><label>Access code <input name="code"></label><button type="submit">Open the event</button></form>'

    it('presses the counterpart of the button pressed, once it is drawn, after telling it what was typed', async () => {
      const root = serverPage(`<header><button type="button">Log in</button></header>${FORM}`)
      root.querySelector('input')!.value = 'VIP-2027-LOS'
      window.parkadeHeld = root.querySelector('button[type=submit]')
      startLivePage(root)
      // Until the new render replaces it, the server's page is the visitor's, its presses held.
      expect(window.parkadeLive).toBeFalsy()
      // The new render: the page's frame first, then the page, with elements of its own.
      root.innerHTML = '<header><button type="button">My account</button></header><p>Loading…</p>'
      await settle()
      expect(window.parkadeLive).toBe(true)
      expect(window.parkadeHeld).toBeNull()
      const seen: string[] = []
      root.innerHTML = FORM
      const form = root.querySelector('form')!
      const code = root.querySelector('input')!
      code.addEventListener('input', () => seen.push(`input=${code.value}`))
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        seen.push(`submit=${code.value}`)
      })
      await settle()
      expect(seen).toEqual(['input=VIP-2027-LOS', 'submit=VIP-2027-LOS'])
      // Once: later renders of the same form do not press it again.
      root.innerHTML = FORM
      await settle()
      expect(seen).toHaveLength(2)
    })

    it('carries over what the visitor typed and pressed on the server’s page between the call and the new render', async () => {
      const root = serverPage('<form role="search"><input name="q"><button type="submit">Search</button></form>')
      startLivePage(root)
      // The new render has not committed yet: the visitor types, then presses Search (index.html holds it).
      type(root.querySelector('input')!, 'Afro')
      root.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'o', bubbles: true }))
      window.parkadeHeld = root.querySelector('button')
      root.innerHTML = '<form role="search"><input name="q"><button type="submit">Search</button></form>'
      const sent = vi.fn((event: Event) => event.preventDefault())
      root.querySelector('form')!.addEventListener('submit', sent)
      await settle()
      expect(root.querySelector('input')!.value).toBe('Afro')
      expect(sent).toHaveBeenCalledTimes(1)
      expect(window.parkadeLive).toBe(true)
    })

    it('goes live at once where the server drew nothing', () => {
      const root = serverPage('')
      startLivePage(root)
      expect(window.parkadeLive).toBe(true)
    })

    it('sends the counterpart of a form sent by Enter, the one in the same place among forms alike', async () => {
      const root = serverPage(`${FORM}${FORM}`)
      window.parkadeHeld = root.querySelectorAll('form')[1]!
      startLivePage(root)
      root.innerHTML = `${FORM}${FORM}`
      const sent = [vi.fn((event: Event) => event.preventDefault()), vi.fn((event: Event) => event.preventDefault())]
      root.querySelectorAll('form').forEach((form, i) => form.addEventListener('submit', sent[i]!))
      await settle()
      expect(sent.map((spy) => spy.mock.calls.length)).toEqual([0, 1])
    })

    it('does nothing for a visitor already acting on the new page, nor for a button the new page does not have', async () => {
      const root = serverPage(`<header><button type="button">Log in</button></header>${FORM}`)
      root.querySelector('input')!.value = 'VIP-2027-LOS'
      window.parkadeHeld = root.querySelector('button[type=submit]')
      startLivePage(root)
      root.innerHTML = '<p>Loading…</p>'
      root.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
      root.innerHTML = FORM
      const sent = vi.fn((event: Event) => event.preventDefault())
      root.querySelector('form')!.addEventListener('submit', sent)
      await settle()
      expect(sent).not.toHaveBeenCalled()
      expect(root.querySelector('input')!.value).toBe('')

      const other = serverPage('<header><button type="button">Log in</button></header>')
      window.parkadeHeld = other.querySelector('button')
      startLivePage(other)
      other.innerHTML = '<header><button type="button">My account</button></header>'
      const pressed = vi.fn()
      other.querySelector('button')!.addEventListener('click', pressed)
      await settle()
      expect(pressed).not.toHaveBeenCalled()
    })

    it('gives a field back again when its page is drawn anew while the watch lasts (a page mounted twice)', async () => {
      const root = serverPage('<form role="search"><input name="q"><button type="submit">Search</button></form>')
      root.querySelector('input')!.value = 'Afro'
      startLivePage(root)
      root.innerHTML = '<form role="search"><input name="q"><button type="submit">Search</button></form>'
      await settle()
      expect(root.querySelector('input')!.value).toBe('Afro')
      // Mounted anew, its state from the start: the field is told again.
      root.innerHTML = '<form role="search"><input name="q"><button type="submit">Search</button></form>'
      const told = vi.fn()
      root.querySelector('input')!.addEventListener('input', told)
      await settle()
      expect(root.querySelector('input')!.value).toBe('Afro')
      expect(told).toHaveBeenCalledTimes(1)
    })

    it('keeps what the visitor typed on the new page over what they typed on the old one', async () => {
      const root = serverPage(FORM)
      root.querySelector('input')!.value = 'OLD-CODE'
      startLivePage(root)
      root.innerHTML = '<p>Loading…</p>'
      await settle()
      const fresh = document.createElement('form')
      fresh.innerHTML = '<input name="code">'
      fresh.querySelector('input')!.value = 'NEW-CODE'
      root.replaceChildren(fresh)
      await settle()
      expect(root.querySelector('input')!.value).toBe('NEW-CODE')
    })
  })
})

/** The mutation observer's callback, then the task it schedules. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 5))
}
