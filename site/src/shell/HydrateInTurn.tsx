import { Component, Suspense, useId, useState } from 'react'
import type { ReactNode } from 'react'

/**
 * While the browser hydrates the page the server drew (main.tsx), each `HydrateInTurn` is taken
 * over in a task of its own rather than all in the one task of the first pass: on a phone that
 * task blocks taps for as long as it runs. Meanwhile its part stays as the server drew it (Preact
 * keeps the markup of a part that suspends while hydrating), and index.html holds what the
 * visitor does until every part is live (takeOverServerPage).
 *
 * Turns run in the page's order, a part's own parts right after it. Preact's `useId` counts in the
 * order components first render, so each part counts its ids on its own (Part): they come out as
 * the server's whatever waited.
 */
interface Turn {
  done: boolean
  promise: Promise<void>
  start: () => void
}

let hydrating = false
/** Parts waiting, in the page's order. */
let waiting: Turn[] = []
/** Parts met by the render in progress: they come before those already waiting. */
let met: Turn[] = []
let finished: (() => void) | null = null
let afterTurn: () => void = () => {}

/** The first pass of hydration begins: the parts it meets wait for their turn. */
export function startHydration(): void {
  hydrating = true
  waiting = []
  met = []
}

/**
 * After the first pass (hydrateRoot returned): takes the turns; resolves once every part is
 * hydrated. `onTurn` runs in the task after the first pass and after each part's turn: the part
 * has just gone live.
 */
export function hydrationDone(onTurn: () => void = () => {}): Promise<void> {
  return new Promise((resolve) => {
    finished = resolve
    afterTurn = onTurn
    setTimeout(nextTurn, 0)
  })
}

/** One part a task; the part's render (its promise settling) runs before the next task. */
function nextTurn(): void {
  afterTurn()
  waiting = [...met, ...waiting]
  met = []
  const turn = waiting.shift()
  if (!turn) {
    hydrating = false
    afterTurn = () => {}
    finished?.()
    finished = null
    return
  }
  turn.start()
  setTimeout(nextTurn, 0)
}

export interface HydrateInTurnProps {
  /** One element (the header, a section): what Preact keeps of a part that waits is its first node. */
  children: ReactNode
}

export function HydrateInTurn({ children }: HydrateInTurnProps) {
  const [turn] = useState<Turn | null>(() => {
    if (!hydrating) return null
    let start = () => {}
    const turn: Turn = { done: false, promise: new Promise<void>((resolve) => (start = resolve)), start: () => {} }
    turn.start = () => {
      turn.done = true
      start()
    }
    met.push(turn)
    return turn
  })
  const scope = useId()
  if (!turn) return <Part scope={scope}>{children}</Part>
  return (
    <Suspense fallback={null}>
      <Part scope={scope} turn={turn}>
        {children}
      </Part>
    </Suspense>
  )
}

interface PartProps {
  /** The part's own id, which its ids are counted from. */
  scope: string
  /** While hydrating: the part waits for it. */
  turn?: Turn
  children: ReactNode
}

/**
 * The part, which waits for its turn and counts its ids on its own, on the server and in the
 * browser alike. Preact's `useId` counts from the nearest node above holding a count (its `__m`,
 * the name preact-render-to-string uses too), the root's unless one is set here;
 * HydrateInTurn.test fails if Preact stops reading it. React counts by position and needs none.
 */
class Part extends Component<PartProps> {
  private count: [string, number] | null = null

  override render() {
    const vnode = (this as unknown as { __v?: { __m?: [string, number] } }).__v
    // One count for the part's life: what mounts in it later goes on counting, never repeats an id.
    if (vnode) vnode.__m = this.count ??= [this.props.scope, 0]
    // Thrown while hydrating, a promise suspends this part only, its server markup kept as it is.
    if (this.props.turn && !this.props.turn.done) throw this.props.turn.promise
    return this.props.children
  }
}
