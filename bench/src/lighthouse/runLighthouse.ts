import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import { benchDataDir, benchRoot } from '../lib/paths.ts'
import { ports } from '../lib/ports.ts'
import { median } from '../lib/stats.ts'

export interface LighthouseFigures {
  performance: number
  accessibility: number
  seo: number
  /** Milliseconds. */
  lcp: number
  /** Milliseconds. */
  tbt: number
  cls: number
}

export interface LighthouseResult {
  name: string
  url: string
  /** Median of each figure over the runs. */
  median: LighthouseFigures
  runs: LighthouseFigures[]
  /** Audits that cost the scores something in the last run, for finding the cause. */
  findings: string[]
  /** Ids of the SEO audits that failed in any run (a private page fails `is-crawlable` on purpose). */
  seoFailed: string[]
}

interface Lhr {
  categories: Record<'performance' | 'accessibility' | 'seo', { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string }>
}

const lighthouseCli = join(dirname(createRequire(join(benchRoot, 'package.json')).resolve('lighthouse/package.json')), 'cli/index.js')

function runOnce(url: string, outputPath: string): Promise<Lhr> {
  const args = [
    lighthouseCli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility,seo',
    `--port=${ports.chromeDebug}`,
    `--chrome-flags=${chromiumArgs.join(' ')}`,
  ]
  return new Promise((resolve, reject) => {
    let stderr = ''
    // Mobile is Lighthouse's default preset: Moto G Power screen, slow 4G and 4× CPU slowdown, simulated.
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'] })
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}: ${stderr.trim().slice(-2000)}`))
      resolve(JSON.parse(readFileSync(outputPath, 'utf8')) as Lhr)
    })
  })
}

function figuresOf(lhr: Lhr): LighthouseFigures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: lhr.categories.performance.score ?? 0,
    accessibility: lhr.categories.accessibility.score ?? 0,
    seo: lhr.categories.seo.score ?? 0,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  }
}

/** Failed accessibility and SEO audits and performance metrics/opportunities that scored below 0.9. */
function findingsOf(lhr: Lhr): string[] {
  const out: string[] = []
  for (const category of ['accessibility', 'seo', 'performance'] as const) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue
      if (audit.score < (category === 'performance' ? 0.9 : 1)) out.push(`${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
    }
  }
  return out
}

/** Lighthouse's mobile preset on one URL, `runs` times, one fresh Chromium each. */
export async function runLighthouse(name: string, url: string, runs = 3): Promise<LighthouseResult> {
  const dir = join(benchDataDir, 'lighthouse')
  mkdirSync(dir, { recursive: true })
  const results: Lhr[] = []
  for (let i = 0; i < runs; i++) results.push(await runOnce(url, join(dir, `${name.replace(/[^\w-]+/g, '_')}-${i + 1}.json`)))
  const figures = results.map(figuresOf)
  const pick = (key: keyof LighthouseFigures) => median(figures.map((f) => f[key]))
  return {
    name,
    url,
    median: { performance: pick('performance'), accessibility: pick('accessibility'), seo: pick('seo'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls') },
    runs: figures,
    findings: findingsOf(results[results.length - 1]!),
    seoFailed: [...new Set(results.flatMap(seoFailedOf))],
  }
}

function seoFailedOf(lhr: Lhr): string[] {
  return lhr.categories.seo.auditRefs.filter((ref) => lhr.audits[ref.id]?.scoreDisplayMode === 'binary' && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id)
}
