import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { PartnerApp } from './PartnerApp.tsx'
import './partner.css'

const apiBaseUrl = document.querySelector<HTMLMetaElement>('meta[name="parkade-api"]')?.content ?? ''

// StrictMode on purpose: the SDK must survive double effects in a partner's React app.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PartnerApp apiBaseUrl={apiBaseUrl} />
  </StrictMode>,
)
