// parkade.js: the one-tag bundle. The only module with a side effect: it installs
// `window.Parkade`, runs the loader's queue, registers every element and mounts [data-parkade].
import { parkadeElements } from '../elements/parkadeElements.ts'
import { installParkade } from './installParkade.ts'

installParkade({
  elements: parkadeElements,
  script: document.currentScript as HTMLScriptElement | null,
  // The build leaves French out of parkade.js: parkade-fr.js arrives when a page needs it.
  lazyLanguages: ['fr'],
})
