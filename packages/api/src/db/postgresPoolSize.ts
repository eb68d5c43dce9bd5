import { availableParallelism } from 'node:os'

/**
 * How many connections to PostgreSQL a process keeps by default: two for each core this machine
 * has, between 2 and 10. More connections than the cores can run make PostgreSQL's backends
 * take turns: on 2 cores, 10 connections cost about 1.0 ms of PostgreSQL's CPU a nearest search
 * and 4 about 0.85 ms (BENCHMARKS.md, 2026-11-26, issue 25 fifth step). A database on a machine of
 * its own sets DATABASE_POOL_SIZE for its cores instead.
 */
export function postgresPoolSize(cores = availableParallelism()): number {
  return Math.min(10, Math.max(2, 2 * cores))
}
