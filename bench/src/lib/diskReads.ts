import { readFileSync } from 'node:fs'

export interface DiskReads {
  /** Read from block devices, in MB (`pgpgin`, which Linux counts in kB). */
  readMb: number
  /** File pages read again soon after the page cache dropped them (`workingset_refault_file`). */
  refaults: number
}

/** The machine's disk reads so far (Linux's /proc/vmstat); null elsewhere. */
function vmstat(): { kb: number; refaults: number } | null {
  try {
    const fields = new Map(
      readFileSync('/proc/vmstat', 'utf8')
        .split('\n')
        .map((line) => line.split(' ') as [string, string]),
    )
    const kb = Number(fields.get('pgpgin'))
    return Number.isFinite(kb) ? { kb, refaults: Number(fields.get('workingset_refault_file') ?? 0) } : null
  } catch {
    return null
  }
}

/**
 * Starts counting the disk reads; the function it returns tells how many there were since. A run
 * whose API rows read the database back from the disk measured the disk: this says so.
 */
export function countDiskReads(): () => DiskReads | null {
  const before = vmstat()
  return () => {
    const after = vmstat()
    if (!before || !after) return null
    return { readMb: Math.round((after.kb - before.kb) / 1024), refaults: after.refaults - before.refaults }
  }
}
