import { renderToString } from 'react-dom/server'
import { loadTexts } from '@parkade/react'
import type { Language } from '@parkade/react'
import { App } from './App.tsx'

/**
 * The page's HTML as a server renders it: what the pack check reads the search's label from. Core's
 * and the components' texts are a module per language: a server awaits them before rendering (the
 * README's recipe).
 */
export async function render(language: Language): Promise<string> {
  await loadTexts(language)
  return renderToString(<App language={language} />)
}
