import { Wallet, useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { useLoginDialog } from '../shell/LoginDialogContext.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'

/** `/wallet`: balance, transactions, top-up; the provider returns to /wallet/callback. */
export default function WalletPage() {
  const { t } = useTranslation()
  const { openLogin } = useLoginDialog()
  usePageMeta({ title: t('pages.wallet'), description: t('site.meta.wallet') })
  return (
    <div className="site-page">
      <h1 className="visually-hidden">{t('pages.wallet')}</h1>
      <Wallet returnUrl={`${window.location.origin}${paths.walletCallback}`} onLogin={() => openLogin()} />
    </div>
  )
}
