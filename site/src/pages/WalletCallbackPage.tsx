import { WalletCallback, useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { useLoginDialog } from '../shell/LoginDialogContext.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'

/** `/wallet/callback`: the provider's return, verified by the server (pending, duplicate, failed, credited). */
export default function WalletCallbackPage() {
  const { t } = useTranslation()
  const { openLogin } = useLoginDialog()
  usePageMeta({ title: t('pages.walletCallback'), description: t('site.meta.walletCallback') })
  return (
    <div className="site-page">
      <h1>{t('pages.walletCallback')}</h1>
      <WalletCallback walletHref={paths.wallet} onLogin={() => openLogin()} />
    </div>
  )
}
