import { Link, useNavigate } from 'react-router'
import { ParkadeRoot, VehicleForm, useTranslation, useVehicleTypes, vehiclesTexts } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { Spinner } from '../shell/Spinner.tsx'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { useToasts } from '../toasts/useToasts.ts'

/** The add-vehicle screen (SPEC §2, path ours): offered after verification, and from the profile. */
export default function AddVehiclePage() {
  const { t, tm } = useTranslation()
  const { tf } = vehiclesTexts.useTexts()
  const navigate = useNavigate()
  const toasts = useToasts()
  const types = useVehicleTypes()
  usePageMeta({ title: t('pages.addVehicle'), description: t('site.meta.addVehicle') })
  return (
    <div className="site-auth-card">
      <ParkadeRoot feature="add-vehicle">
        {types.status === 'loading' ? (
          <>
            <h1>{t('pages.addVehicle')}</h1>
            <Spinner label={t('common.loading')} />
          </>
        ) : types.status === 'error' ? (
          <div className="site-alert" role="alert">
            <h1>{t('pages.addVehicle')}</h1>
            <p>{tm(types.error ?? '')}</p>
            <button type="button" className="site-button site-button-secondary" onClick={types.reload}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          // The form's heading is the page's title, and the page is its frame.
          <VehicleForm
            headingLevel={1}
            description={t('site.addVehicle.intro')}
            framed={false}
            types={types.types}
            typeName={types.typeName}
            onSaved={(vehicle) => {
              toasts.show(tf('added', { plate: vehicle.plate_number }))
              void navigate(paths.home)
            }}
            onCancel={() => void navigate(paths.home)}
          />
        )}
      </ParkadeRoot>
      <p>
        <Link to={paths.home}>{t('site.addVehicle.skip')}</Link>
      </p>
    </div>
  )
}
