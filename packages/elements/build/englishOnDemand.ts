import type { Plugin } from 'vite'

/** Each feature's English: core's `resources/<feature>En.ts` (commonEn aside) and @parkade/react's `<feature>TextsEn.ts`. */
const ENGLISH = /[\\/](core[\\/](?:src|dist)[\\/]i18n[\\/]resources[\\/](?!common)\w+En|react[\\/](?:src|dist)[\\/].*TextsEn)\.(ts|js)$/
/** The real module, as the stand-in imports it. */
const REAL = '?parkade-english'

/**
 * parkade.js's feature English, fetched on demand like the French: each feature's English module
 * becomes a stand-in whose texts are loaders (`featureTexts` takes English given as a loader and
 * fetches it like any language), and the module itself an `import()`, which the split makes a part
 * of its own (`parkade.search-en.….js`, beside `parkade.search-fr.….js`). So a page in French
 * downloads no English, and a page in English the English of the features it shows, fetched with
 * their parts (scriptChunks' `t`). Core's own English (commonEn) is parkade-en.js, which the
 * installer fetches like parkade-fr.js (vite.config.ts's coreTextsOnDemand).
 *
 * A module's export named `texts` (@parkade/react's `<feature>TextsEn.ts`) is one feature's texts;
 * any other (core's `searchEn = { search: {…} }`) holds a feature per section, each read as
 * `searchEn.search` by the feature that shows it.
 */
export function englishOnDemand(): Plugin {
  return {
    name: 'parkade:english-on-demand',
    enforce: 'pre',
    async load(id) {
      if (id.endsWith(REAL) || !ENGLISH.test(id)) return null
      const real = `${id}${REAL}`
      const info = await this.load({ id: real, resolveDependencies: false })
      const names = info.exports.filter((name) => name !== 'default')
      if (!names.length || info.exports.includes('*')) this.error(`${id}: an English texts module exports named texts only`)
      const load = `const load = () => import(${JSON.stringify(real)})`
      const stands = names.map((name) =>
        name === 'texts'
          ? `export const texts = load`
          : `export const ${name} = /* @__PURE__ */ new Proxy({}, { get: (_, section) => () => load().then((module) => ({ texts: module.${name}[section] })) })`,
      )
      return [load, ...stands].join('\n')
    },
  }
}
