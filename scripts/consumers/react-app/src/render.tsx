import { renderToString } from 'react-dom/server'
import type { Language } from '@parkade/react'
import { App } from './App.tsx'

/** The page's HTML as a server renders it: what the pack check reads the search's label from. */
export function render(language: Language): string {
  return renderToString(<App language={language} />)
}
