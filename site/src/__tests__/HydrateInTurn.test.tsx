// The browser build hydrates with Preact (vite.config.ts); this test does too.
import { vi } from 'vitest'
vi.mock('react', async () => await import('preact/compat'))
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'))
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'))

import { useId, useState } from 'react'
import { hydrateRoot } from 'preact/compat/client'
import { renderToString } from 'preact-render-to-string'
import { afterEach, describe, expect, it } from 'vitest'
import { HydrateInTurn, hydrationDone, startHydration } from '../shell/HydrateInTurn.tsx'

function Counter({ name }: { name: string }) {
  const id = useId()
  const [count, setCount] = useState(0)
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      <button type="button" onClick={() => setCount(count + 1)}>
        {name} {count}
      </button>
      {/* Hydration corrects text: the id the browser computed shows here. */}
      <p>{id}</p>
    </section>
  )
}

/** Turns in turns, and parts with ids before, between and after them. */
function Page() {
  return (
    <div>
      <Counter name="top" />
      <HydrateInTurn>
        <Counter name="header" />
      </HydrateInTurn>
      <HydrateInTurn>
        <main>
          <Counter name="hero" />
          <HydrateInTurn>
            <Counter name="inner" />
          </HydrateInTurn>
          <Counter name="after" />
        </main>
      </HydrateInTurn>
      <HydrateInTurn>
        <Counter name="footer" />
      </HydrateInTurn>
      <Counter name="last" />
    </div>
  )
}

const buttons = (root: HTMLElement) => [...root.querySelectorAll('button')]

afterEach(() => {
  document.body.innerHTML = ''
})

describe('HydrateInTurn', () => {
  it('hydrates its part in a later task, keeping the server’s markup meanwhile, with the server’s ids', async () => {
    const html = renderToString(<Page />)
    const root = document.createElement('div')
    root.innerHTML = html
    document.body.appendChild(root)
    const nodes = [...root.querySelectorAll('*')]

    startHydration()
    hydrateRoot(root, <Page />)
    // The first pass: the parts outside any turn are live, the others still the server's markup.
    expect(root.innerHTML).toBe(html)
    for (const button of buttons(root)) button.click()
    await Promise.resolve()
    expect(buttons(root).map((b) => b.textContent)).toEqual(['top 1', 'header 0', 'hero 0', 'inner 0', 'after 0', 'footer 0', 'last 1'])

    // Told after the first pass and after each of the four parts' turns (the hand-over tells them what was typed).
    let turns = 0
    await hydrationDone(() => turns++)
    expect(turns).toBe(5)
    for (const button of buttons(root)) button.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(buttons(root).map((b) => b.textContent)).toEqual(['top 2', 'header 1', 'hero 1', 'inner 1', 'after 1', 'footer 1', 'last 2'])
    // Every element is the server's own (none drawn again), and the ids are as the server gave them.
    expect([...root.querySelectorAll('*')]).toEqual(nodes)
    for (const section of root.querySelectorAll('section')) expect(section.querySelector('p')?.textContent).toBe(section.querySelector('h2')?.id)
    expect(new Set([...root.querySelectorAll('h2')].map((h) => h.id)).size).toBe(7)
  })

  it('renders at once when the browser draws the page itself', () => {
    const root = document.createElement('div')
    document.body.appendChild(root)
    hydrateRoot(root, <Page />)
    expect(buttons(root)).toHaveLength(7)
  })
})
