import { describe, expect, it } from 'vitest'
import { warmFormatters } from '../format/warmFormatters.ts'

function queue() {
  const tasks = new Set<() => void>()
  return {
    tasks,
    schedule: (task: () => void) => {
      tasks.add(task)
      return () => tasks.delete(task)
    },
    runNext: () => {
      const [task] = tasks
      tasks.delete(task!)
      task!()
    },
  }
}

describe('warmFormatters', () => {
  it('builds nothing during the call: the number and the date formatter each come in a later task of their own', () => {
    const { tasks, schedule, runNext } = queue()
    warmFormatters('en-NG', schedule)
    expect(tasks.size).toBe(1)
    runNext()
    expect(tasks.size).toBe(1)
    runNext()
    expect(tasks.size).toBe(0)
  })

  it('cancels what has not run yet', () => {
    const { tasks, schedule, runNext } = queue()
    const cancel = warmFormatters('en-NG', schedule)
    runNext()
    cancel()
    expect(tasks.size).toBe(0)
  })

  it('never throws for a locale the runtime refuses', () => {
    const { schedule, runNext } = queue()
    warmFormatters('not a locale!', schedule)
    expect(() => runNext()).not.toThrow()
  })
})
