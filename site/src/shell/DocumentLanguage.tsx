import { useEffect } from 'react'
import { useParkadeStore } from '../sdk.ts'

/** Keeps `<html lang>` on the SDK's language, so screen readers and translators read the page right. */
export function DocumentLanguage() {
  const language = useParkadeStore('language', (s) => s.language)
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  return null
}
