// parkade.js: the one-tag bundle. The only module with a side effect: it installs
// `window.Parkade`, runs the loader's queue, registers every element and mounts [data-parkade].
// Each element's own code is fetched from next to this script when the element first appears.
import { installParkade } from './installParkade.ts'
import { scriptElements } from './scriptElements.ts'
import { scriptChunks, setScriptChunkSource } from './scriptChunks.ts'

const script = document.currentScript as HTMLScriptElement | null
setScriptChunkSource(script)
scriptChunks()
installParkade({
  elements: scriptElements,
  script,
  // The build leaves core's texts out of parkade.js: parkade-en.js or parkade-fr.js arrives, in
  // the page's language, alongside the elements' parts.
  lazyLanguages: ['en', 'fr'],
})
