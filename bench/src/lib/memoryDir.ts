import { mkdtempSync, readdirSync, statSync, statfsSync } from 'node:fs'
import { join } from 'node:path'

/** Linux's tmpfs in memory; its pages cannot be evicted as the page cache's can. */
const SHARED_MEMORY = '/dev/shm'

/** The bytes of the files under `dir`. */
export function dirBytes(dir: string): number {
  let bytes = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    bytes += entry.isDirectory() ? dirBytes(path) : entry.isFile() ? statSync(path).size : 0
  }
  return bytes
}

/**
 * A new folder in memory with room for `bytes` and as much again to spare, for the databases the
 * API rows read; null where there is none (then they stay on disk). A virtual machine may keep its
 * page cache small (DAMON's page-out on this kind of machine keeps about 1 GB), so a database on
 * disk is read back from the disk at every run and the rows measure the disk (BENCHMARKS.md,
 * 2026-11-29): in memory, as a production database holds its working set, they measure the API.
 */
export function memoryDir(prefix: string, bytes: number): string | null {
  const room = memoryRoom(bytes)
  return room && mkdtempSync(join(room, prefix))
}

/** The tmpfs where `memoryDir` makes its folders, if it has room for `bytes` and as much again. */
export function memoryRoom(bytes: number): string | null {
  try {
    const { bavail, bsize } = statfsSync(SHARED_MEMORY)
    return bavail * bsize >= 2 * bytes ? SHARED_MEMORY : null
  } catch {
    return null
  }
}
