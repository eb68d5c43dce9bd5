import { featureTextsFr, loadEventsEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `events.*` texts (the event booking's), which come with the components that show them rather
// than in every client's first bytes: each language fetched only by a page in that language
// (core's loadEventsEn and featureTextsFr.events). `t('events.…')` reads them once a component
// has called `eventsTexts.useTexts()`, which also waits for the page's language.
export const eventsTexts = featureTexts('events', () => loadEventsEn().then((texts) => ({ texts: texts.events })), { fr: () => featureTextsFr.events().then((texts) => ({ texts: texts.events, apiErrors: texts.apiErrors })) })
