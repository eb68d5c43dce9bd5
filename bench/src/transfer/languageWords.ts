import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { parseAst } from 'vite'
import { fromRoot } from '../lib/paths.ts'

/** Words of five letters or more: shorter ones ("carte", "plus", "date") are too often both languages' or code's. */
const WORD = /\p{L}{5,}/gu
/** A text of a texts module: a key's quoted value (single quotes, as the project writes them). */
const QUOTED = /:\s*'((?:[^'\\\n]|\\.)*)'/g

function wordsOf(text: string): Set<string> {
  // Placeholders ({{park}}) and nesting ($t(…)) are keys, not words of the language.
  const plain = text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, ' ')
  return new Set(Array.from(plain.matchAll(WORD), (m) => m[0].toLowerCase()))
}

function quotedWords(files: string[]): Set<string> {
  const words = new Set<string>()
  for (const file of files) {
    for (const [, text = ''] of readFileSync(file, 'utf8').matchAll(QUOTED)) {
      // A key ('validation.required') or a code, not a text.
      if (/^[\w.-]+$/.test(text) && !/^\p{Lu}?\p{Ll}+$/u.test(text)) continue
      for (const word of wordsOf(text)) words.add(word)
    }
  }
  return words
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name) && !entry.parentPath.includes('__tests__'))
    .map((entry) => join(entry.parentPath, entry.name))
}

export interface LanguageWords {
  /** Words only the French texts use: an English page should download none of them. */
  french: Set<string>
  /** Words only the English texts use: a French page should download none of them. */
  english: Set<string>
  /**
   * React DOM's own strings, which a React page downloads whatever its language: its SVG attribute
   * names ("lighting-color") are strings there, not a regular expression as in Preact. A string
   * exactly one of these is not read for words; the words themselves still count anywhere else.
   */
  libraryStrings: Set<string>
}

/**
 * The words that tell one language's texts from the other's, from the texts themselves: core's
 * resources and each component's texts modules (react's `…Texts.ts` and `…TextsEn.ts`, English, and `…TextsFr.ts`;
 * elements' `…TextsEn.ts`).
 * A word both languages' texts use says nothing, nor does one the code itself holds (in names,
 * comments, data such as a city's name: "position", "article", "Montréal"): those are left out.
 */
export function languageWords(): LanguageWords {
  const i18n = fromRoot('packages/core/src/i18n')
  // Core's resources are a module per language and feature (commonEn.ts, searchFr.ts, apiErrors.fr.ts…).
  const isFrench = (name: string) => /(Fr|\.fr)\.ts$/.test(name)
  const core = filesUnder(join(i18n, 'resources'), (name) => name.endsWith('.ts'))
  const isTexts = (name: string) => /Texts(Fr|En)?\.ts$|^(messages|apiErrorTexts)\.ts$/.test(name) || core.some((file) => file.endsWith(`/${name}`))
  const react = filesUnder(fromRoot('packages/react/src'), (name) => /Texts(Fr|En)?\.ts$/.test(name))
  // parkade.js's own sentence for when no texts can be fetched (elements' unavailableTextsEn.ts).
  const elements = filesUnder(fromRoot('packages/elements/src'), (name) => /TextsEn\.ts$/.test(name))
  const frenchFiles = [...core.filter((f) => isFrench(f)), ...react.filter((f) => f.endsWith('Fr.ts'))]
  const englishFiles = [...core.filter((f) => !isFrench(f)), join(i18n, 'messages.ts'), join(i18n, 'apiErrorTexts.ts'), ...react.filter((f) => !f.endsWith('Fr.ts')), ...elements]
  const french = quotedWords(frenchFiles)
  const english = quotedWords(englishFiles)
  const code = new Set<string>()
  for (const pkg of ['contract', 'core', 'react', 'elements']) {
    for (const file of filesUnder(fromRoot(`packages/${pkg}/src`), (name) => /\.tsx?$/.test(name) && !isTexts(name))) {
      for (const word of wordsOf(readFileSync(file, 'utf8'))) code.add(word)
    }
  }
  const reactDomPackage = createRequire(fromRoot('examples/package.json')).resolve('react-dom/package.json')
  const reactDom = join(dirname(reactDomPackage), 'cjs/react-dom-client.production.js')
  const libraryStrings = new Set(stringsOf(readFileSync(reactDom, 'utf8')))
  const only = (mine: Set<string>, theirs: Set<string>) => new Set([...mine].filter((word) => !theirs.has(word) && !code.has(word)))
  return { french: only(french, english), english: only(english, french), libraryStrings }
}

/**
 * The strings a script holds (string literals and template literals' text): what it could show.
 * Not its names, object keys or regular expressions: a French texts module's keys are English
 * words (`shuttle: 'Navette'`), and Preact's regular expression of SVG attributes names
 * "lighting", neither of which a page shows. A body that is not JavaScript (a style sheet) is read whole.
 */
function stringsOf(body: string): string[] {
  let program: unknown
  try {
    program = parseAst(body)
  } catch {
    return [body]
  }
  const strings: string[] = []
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach(visit)
    const { type, value } = node as { type?: string; value?: unknown }
    if (type === 'Literal' && typeof value === 'string') strings.push(value)
    else if (type === 'TemplateElement') strings.push((value as { cooked?: string | null }).cooked ?? '')
    for (const [key, child] of Object.entries(node)) if (key !== 'value' || type !== 'Literal') visit(child)
  }
  visit(program)
  return strings
}

/**
 * Which of `words` the bodies' strings hold, as whole words, in order of first appearance; a string
 * that is one of `libraryStrings` (a library's own, not a text of ours) is not read.
 */
export function wordsFound(bodies: readonly string[], words: ReadonlySet<string>, libraryStrings: ReadonlySet<string> = new Set()): string[] {
  const found = new Set<string>()
  for (const body of bodies) {
    for (const text of stringsOf(body)) {
      if (libraryStrings.has(text)) continue
      for (const match of text.matchAll(WORD)) if (words.has(match[0].toLowerCase())) found.add(match[0].toLowerCase())
    }
  }
  return [...found]
}
