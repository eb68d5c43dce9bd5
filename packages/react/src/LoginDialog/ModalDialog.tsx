import { useLayoutEffect, useRef, useState } from 'react'
import type { MouseEvent, ReactNode, RefObject } from 'react'
import { createPortal } from 'react-dom'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { deepActiveElement, focusableElements } from './focusableElements.ts'
import { lockBodyScroll } from './lockBodyScroll.ts'
import { pageDialog } from './pageDialog.ts'
import { addStyles } from '../theme/adoptStyles.ts'
import { DIALOG_CSS } from './dialogCss.ts'

export interface ModalDialogProps {
  open: boolean
  /** Escape, a click on the backdrop, or the component's own close button. */
  onClose: () => void
  /** Id of the visible heading that names the dialog. */
  labelledBy: string
  describedBy?: string
  /** Feature class of the dialog's root (`parkade-<feature>`). */
  feature?: string
  /** Where the dialog is mounted; default `document.body` (pass a shadow root to stay inside it). */
  container?: Element | DocumentFragment | null
  /** Focused on open; default the element marked `data-autofocus`, else the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>
  /** Focused on close; default the element that had focus when the dialog opened. */
  returnFocus?: HTMLElement | null
  children: ReactNode
}

/**
 * A modal dialog: role=dialog and aria-modal, named by its heading; focus moves in on open, Tab
 * and Shift+Tab cycle inside, Escape and the backdrop close it, focus goes back on close; the
 * page behind does not scroll while it is open. One at a time per page: asked to open while
 * another shows, it stays closed and calls `onClose`.
 */
export function ModalDialog({ open, container, ...props }: ModalDialogProps) {
  const [id] = useState(() => Symbol('parkade-dialog'))
  const shown = open && typeof document !== 'undefined' && pageDialog.claim(id)
  const onCloseRef = useRef(props.onClose)
  useLayoutEffect(() => {
    onCloseRef.current = props.onClose
  })
  useLayoutEffect(() => {
    if (open && !shown) onCloseRef.current()
    if (!shown) pageDialog.release(id)
  }, [open, shown, id])
  useLayoutEffect(() => () => pageDialog.release(id), [id])
  if (!shown) return null
  return createPortal(<DialogLayer {...props} />, container ?? document.body)
}

function DialogLayer({ onClose, labelledBy, describedBy, feature = 'dialog', initialFocus, returnFocus, children }: Omit<ModalDialogProps, 'open' | 'container'>) {
  addStyles(DIALOG_CSS)
  const dialogRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  const returnFocusRef = useRef(returnFocus)
  const pressedOnBackdrop = useRef(false)

  useLayoutEffect(() => {
    onCloseRef.current = onClose
    returnFocusRef.current = returnFocus
  })

  // Runs once per opening (this layer exists only while open).
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const doc = dialog.ownerDocument
    const opener = deepActiveElement(doc)
    const unlock = lockBodyScroll(doc.body)

    const target = initialFocus?.current ?? dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableElements(dialog)[0] ?? dialog
    target.focus()

    // Focus on <body> (a button that just became disabled) still belongs to the open dialog.
    const ownsFocus = () => {
      const active = deepActiveElement(doc)
      return !active || active === doc.body || dialog.contains(active)
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !ownsFocus()) return
      if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableElements(dialog)
      const first = items[0]
      const last = items[items.length - 1]
      const active = deepActiveElement(doc)
      const inside = active !== null && active !== dialog && dialog.contains(active)
      if (!first || !last) {
        event.preventDefault()
        dialog.focus()
      } else if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault()
        first.focus()
      }
    }

    const onFocusIn = (event: FocusEvent) => {
      const target = event.composedPath()[0]
      if (target instanceof Node && !dialog.contains(target)) (focusableElements(dialog)[0] ?? dialog).focus()
    }

    doc.addEventListener('keydown', onKeyDown)
    doc.addEventListener('focusin', onFocusIn)
    return () => {
      doc.removeEventListener('keydown', onKeyDown)
      doc.removeEventListener('focusin', onFocusIn)
      unlock()
      const back = returnFocusRef.current ?? opener
      if (back instanceof HTMLElement && back.isConnected) back.focus()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set up once per opening
  }, [])

  // A click that starts and ends on the backdrop closes; a text selection dragged out of the dialog does not.
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget
  }
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current()
    pressedOnBackdrop.current = false
  }

  return (
    <ParkadeRoot feature={feature}>
      <div className="pk-dialog-backdrop" onMouseDown={onMouseDown} onClick={onClick} data-testid="parkade-dialog-backdrop">
        <div ref={dialogRef} className="pk-dialog" role="dialog" aria-modal="true" aria-labelledby={labelledBy} aria-describedby={describedBy} tabIndex={-1}>
          {children}
        </div>
      </div>
    </ParkadeRoot>
  )
}
