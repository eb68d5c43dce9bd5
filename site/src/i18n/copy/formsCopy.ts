import type { ResourcePair } from '../registerSiteResources.ts'

// Labels and messages every form of the site shares. 'This field is required!' and 'Please enter
// a valid email' are SPEC §5 texts and stay in the SDK (validation.*).
interface FormsCopy {
  forms: {
    name: string
    email: string
    phone: string
    phoneHint: string
    message: string
    send: string
    sending: string
    sentTitle: string
    sendAnother: string
    errorsTitle: string
    tooLong: string
    tooShort: string
    invalidPhone: string
    wholeNumber: string
    requiredHint: string
  }
}

const en: FormsCopy = {
  forms: {
    name: 'Full name',
    email: 'Email address',
    phone: 'Phone number',
    phoneHint: 'With the country code, e.g. +234 803 123 4567 or +221 77 123 45 67.',
    message: 'Message',
    send: 'Send',
    sending: 'Sending…',
    sentTitle: 'Received',
    sendAnother: 'Send another',
    errorsTitle: 'Please correct the fields below.',
    tooLong: 'Please keep this under {{max}} characters.',
    tooShort: 'Please write at least {{min}} characters.',
    invalidPhone: 'Please enter a phone number, e.g. +234 803 123 4567',
    wholeNumber: 'Please enter a whole number between {{min}} and {{max}}.',
    requiredHint: 'Fields marked * are required.',
  },
}

const fr: FormsCopy = {
  forms: {
    name: 'Nom complet',
    email: 'Adresse e-mail',
    phone: 'Numéro de téléphone',
    phoneHint: 'Avec l’indicatif du pays, par exemple +221 77 123 45 67 ou +234 803 123 4567.',
    message: 'Message',
    send: 'Envoyer',
    sending: 'Envoi…',
    sentTitle: 'Bien reçu',
    sendAnother: 'Envoyer un autre message',
    errorsTitle: 'Veuillez corriger les champs ci-dessous.',
    tooLong: 'Veuillez rester sous {{max}} caractères.',
    tooShort: 'Veuillez écrire au moins {{min}} caractères.',
    invalidPhone: 'Veuillez saisir un numéro de téléphone, par exemple +221 77 123 45 67',
    wholeNumber: 'Veuillez saisir un nombre entier entre {{min}} et {{max}}.',
    requiredHint: 'Les champs marqués * sont obligatoires.',
  },
}

export const formsCopy: ResourcePair<FormsCopy> = { en, fr }
