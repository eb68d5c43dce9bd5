import { Suspense, useEffect } from 'react'
import type { ComponentType, ReactNode } from 'react'
import type { Language, TranslationKey } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { loginTexts } from './loginTexts.ts'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { lazyComponent } from '../ui/lazyComponent.ts'

/** What every step of the login dialog is given by the dialog. */
export interface DialogStepProps {
  headingId?: string
  headerAction?: ReactNode
}

export interface LazyDialogStepProps {
  /** Called once the step's own form has been drawn, so the dialog can move focus into it. */
  onShown: () => void
}

/**
 * A step of the login dialog (register, verify, forgot password) whose form is fetched the first
 * time it is shown: most drivers only ever log in, so the dialog's first view carries none of it.
 * Until the form arrives the dialog keeps its name (the step's heading, which takes the focus)
 * and says it is loading; if the form cannot be fetched it says so with a Retry.
 */
export function lazyDialogStep<P extends DialogStepProps>(
  feature: string,
  title: TranslationKey,
  load: (language: Language) => Promise<ComponentType<P>>,
): ComponentType<P & LazyDialogStepProps> {
  const useForm = lazyComponent(load)

  function LazyDialogStep({ onShown, ...props }: P & LazyDialogStepProps) {
    const { t, tm, language } = useTranslation()
    const { Component: Form, failed, retry } = useForm(language)
    // The step's heading while its form (and the form's texts, auth.*) is on its way: the login's.
    loginTexts.useTexts()

    const waiting = (
      <ParkadeRoot feature={feature}>
        <div className="pk-card pk-stack" aria-busy={!failed}>
          <div className="pk-row pk-between">
            <h2 id={props.headingId} tabIndex={-1}>
              {t(title)}
            </h2>
            {props.headerAction}
          </div>
          {failed ? (
            <div className="pk-alert pk-alert-error pk-row pk-between" role="alert">
              <span>{tm('screens.loadingError.body' satisfies TranslationKey)}</span>
              <button
                type="button"
                className="pk-button"
                onClick={retry}
              >
                {t('common.retry')}
              </button>
            </div>
          ) : (
            <div className="pk-row" role="status" aria-live="polite">
              <span className="pk-spinner" aria-hidden="true" />
              <span>{t('common.loading')}</span>
            </div>
          )}
        </div>
      </ParkadeRoot>
    )
    if (!Form) return waiting
    // A form whose texts are not there yet in the page's language (switched while its code was on
    // its way) waits here, in the step's own loading view, not in a host's fallback; the dialog
    // hears of it once it is drawn.
    return (
      <Suspense fallback={waiting}>
        <Form {...(props as unknown as P)} />
        <Drawn onDrawn={onShown} />
      </Suspense>
    )
  }
  LazyDialogStep.displayName = `LazyDialogStep(${feature})`
  return LazyDialogStep
}

/** Tells, once, that the content before it in its Suspense boundary has been drawn. */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(() => {
    onDrawn()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when drawn
  }, [])
  return null
}
