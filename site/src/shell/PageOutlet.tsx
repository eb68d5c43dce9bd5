import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { PageLoading } from '../errors/PageLoading.tsx'
import { SiteErrorBoundary } from '../errors/SiteErrorBoundary.tsx'

/** Where a layout draws its page: the page's error boundary around its lazy load (SPEC §2, §4). */
export function PageOutlet() {
  return (
    <SiteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </SiteErrorBoundary>
  )
}
