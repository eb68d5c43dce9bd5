import type { ReactNode } from 'react'
import { DocumentLanguage } from '../shell/DocumentLanguage.tsx'
import { LanguageNotice } from '../shell/LanguageNotice.tsx'
import { ScrollToTop } from '../shell/ScrollToTop.tsx'
import { SiteLoginDialog } from '../shell/SiteLoginDialog.tsx'
import { useSessionProfile } from '../shell/useSessionProfile.ts'
import { useSignInWelcome } from '../shell/useSignInWelcome.ts'
import { ToastProvider } from '../toasts/ToastProvider.tsx'

function SessionEffects() {
  useSessionProfile()
  useSignInWelcome()
  return null
}

/** What every layout shares: toasts, the login dialog, the language notice, scroll and language upkeep. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <SiteLoginDialog>
        <DocumentLanguage />
        <ScrollToTop />
        <SessionEffects />
        {children}
        <LanguageNotice />
      </SiteLoginDialog>
    </ToastProvider>
  )
}
