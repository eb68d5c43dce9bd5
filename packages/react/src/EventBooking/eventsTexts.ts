import { featureTextsFr, eventsEn } from '@parkade/core'
import { featureTexts } from '../i18n/featureTexts.ts'

// Core's `events.*` texts (the event booking's), which come with the components that show them rather
// than in every client's first bytes: the English from core's eventsEn, the French fetched only by a
// page in French (core's featureTextsFr.events). `t('events.…')` reads them once a component
// has called `eventsTexts.useTexts()`, which also waits for the page's language.
export const eventsTexts = featureTexts('events', eventsEn.events, { fr: () => featureTextsFr.events().then((texts) => ({ texts: texts.events })) })
