import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { LoginDialog } from '../LoginDialog/LoginDialog.tsx'
import { lockBodyScroll } from '../LoginDialog/lockBodyScroll.ts'
import { fakeApi, renderWithParkade, testClient } from './renderWithParkade.tsx'

function renderDialog(props: Partial<Parameters<typeof LoginDialog>[0]> = {}) {
  const client = testClient(fakeApi([]).fetch)
  const user = userEvent.setup({ delay: null })
  renderWithParkade(
    <>
      <button type="button">Before</button>
      <LoginDialog trigger={<button type="button">Sign in</button>} onForgotPassword={() => {}} onCreateAccount={() => {}} {...props} />
      <button type="button">After</button>
    </>,
    { client },
  )
  return { client, user }
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return screen.getByRole('dialog')
}

afterEach(() => {
  document.body.removeAttribute('style')
})

describe('LoginDialog: modal behaviour', { timeout: 20_000 }, () => {
  it('Escape closes and focus returns to the opener', async () => {
    const { user } = renderDialog()
    await open(user)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' }))
  })

  it('the close button closes and focus returns to the opener', async () => {
    const { user } = renderDialog()
    const dialog = await open(user)
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' }))
  })

  it('a click on the backdrop closes; a click inside, or a drag that ends outside, does not', async () => {
    const { user } = renderDialog()
    const dialog = await open(user)
    const backdrop = screen.getByTestId('parkade-dialog-backdrop')
    await user.click(within(dialog).getByRole('heading'))
    expect(screen.queryByRole('dialog')).not.toBeNull()
    fireEvent.mouseDown(within(dialog).getByLabelText('Email'))
    fireEvent.mouseUp(backdrop)
    fireEvent.click(backdrop)
    expect(screen.queryByRole('dialog')).not.toBeNull()
    await user.click(backdrop)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' }))
  })

  it('Tab and Shift+Tab cycle inside the dialog', async () => {
    const { user } = renderDialog()
    const dialog = await open(user)
    const inside = within(dialog)
    const close = inside.getByRole('button', { name: 'Close' })
    const create = inside.getByRole('button', { name: 'Create an account' })
    expect(document.activeElement).toBe(inside.getByLabelText('Email'))
    const visited: (string | null)[] = []
    for (let i = 0; i < 12; i += 1) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
      visited.push(document.activeElement?.textContent || document.activeElement?.getAttribute('name') || null)
    }
    // From the last control, Tab goes to the first (the close button beside the heading).
    create.focus()
    await user.tab()
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(create)
    expect(visited).toContain('password')
    expect(visited).toContain('remember')
  })

  it('brings focus back when something outside takes it', async () => {
    const { user } = renderDialog()
    const dialog = await open(user)
    act(() => screen.getByRole('button', { name: 'After', hidden: true }).focus())
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('locks the page scroll while open and leaves nothing on <body> after', async () => {
    const { user } = renderDialog()
    expect(document.body.hasAttribute('style')).toBe(false)
    await open(user)
    expect(document.body.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(document.body.style.overflow).toBe('')
    expect(document.body.hasAttribute('style')).toBe(false)
  })

  it('restores the host’s own overflow exactly, priority included', async () => {
    document.body.style.setProperty('overflow', 'scroll', 'important')
    document.body.style.setProperty('color', 'red')
    const { user } = renderDialog()
    await open(user)
    expect(document.body.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(document.body.style.getPropertyValue('overflow')).toBe('scroll')
    expect(document.body.style.getPropertyPriority('overflow')).toBe('important')
    expect(document.body.style.color).toBe('red')
  })

  it('mounts in document.body by default, and in a given container', async () => {
    const { user } = renderDialog()
    const dialog = await open(user)
    expect(dialog.closest('.parkade-login-dialog')?.parentElement).toBe(document.body)
    await user.keyboard('{Escape}')

    const container = document.createElement('div')
    document.body.append(container)
    const client = testClient(fakeApi([]).fetch)
    renderWithParkade(<LoginDialog open container={container} />, { client })
    expect(container.querySelector('[role="dialog"]')).not.toBeNull()
    container.remove()
  })
})

describe('lockBodyScroll', () => {
  it('nested locks: only the last release restores', () => {
    const body = document.createElement('body')
    body.style.overflow = 'auto'
    const first = lockBodyScroll(body)
    const second = lockBodyScroll(body)
    first()
    first()
    expect(body.style.overflow).toBe('hidden')
    second()
    expect(body.style.overflow).toBe('auto')
  })
})
