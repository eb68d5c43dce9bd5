import { useEffect } from 'react'
import type { ComponentType, Ref } from 'react'
import { Alert } from '../ui/Alert.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { lazyComponent } from '../ui/lazyComponent.ts'
import { checkoutTexts } from './checkoutTexts.ts'
import type { TranslationKey } from '@parkade/core'

type CheckoutTextPath = Parameters<ReturnType<typeof checkoutTexts.useTexts>['tf']>[0]

/**
 * A step of the checkout fetched when first shown (the confirmation): a page
 * that shows a checkout carries only its first steps. Until it arrives the step's heading is
 * there (it takes the focus, as every step's does) with a loading line; if it cannot be fetched,
 * a Retry. When the step arrives its own heading takes the focus, unless the driver moved it.
 */
export function lazyCheckoutStep<P extends { headingRef?: Ref<HTMLHeadingElement> }>(title: CheckoutTextPath, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const useStep = lazyComponent(load)

  function LazyCheckoutStep(props: P) {
    const { Component: Step, arrived, failed, retry } = useStep()
    const { tf, t, tm } = checkoutTexts.useTexts()

    // The loading heading, which had the focus, is gone: the step's own takes it.
    useEffect(() => {
      if (!arrived) return
      const ref = props.headingRef
      const heading = ref && typeof ref === 'object' ? ref.current : null
      const active = heading?.ownerDocument.activeElement
      if (heading && (!active || active === heading.ownerDocument.body)) heading.focus()
      // eslint-disable-next-line react-hooks/exhaustive-deps -- only the step's arrival moves focus
    }, [arrived])

    if (Step) return <Step {...props} />
    return (
      <div className="pk-stack" aria-busy={!failed}>
        <h3 ref={props.headingRef} tabIndex={-1}>
          {tf(title)}
        </h3>
        {failed ? (
          <Alert
            tone="error"
            action={
              <button
                type="button"
                className="pk-button pk-button-secondary"
                onClick={retry}
              >
                {t('common.retry')}
              </button>
            }
          >
            {tm('screens.loadingError.body' satisfies TranslationKey)}
          </Alert>
        ) : (
          <Spinner />
        )}
      </div>
    )
  }
  LazyCheckoutStep.displayName = `LazyCheckoutStep(${title})`
  return LazyCheckoutStep
}
