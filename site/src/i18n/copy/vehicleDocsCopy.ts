import type { ResourcePair } from '../registerSiteResources.ts'

interface VehicleDocsCopy {
  vehicleDocs: {
    meta: string
    lead: string
    whatTitle: string
    documents: { licence: string; roadworthiness: string; insurance: string; hackney: string }
    needsTitle: string
    needs: string[]
    formTitle: string
    formIntro: string
    plate: string
    plateHint: string
    plateInvalid: string
    state: string
    documentsLabel: string
    chooseDocument: string
    notes: string
    submit: string
    subject: string
    summary: string
    onlyNigeria: string
  }
}

const en: VehicleDocsCopy = {
  vehicleDocs: {
    meta: 'Renew your vehicle licence, roadworthiness certificate, insurance or hackney permit in Nigeria without queueing at the licensing office.',
    lead: 'Expired papers are the easiest way to lose a morning at a checkpoint. Tell us which documents are due, and our agents renew them with the licensing authority of your state and deliver them to you.',
    whatTitle: 'What you can renew',
    documents: {
      licence: 'Vehicle licence',
      roadworthiness: 'Certificate of roadworthiness',
      insurance: 'Third-party motor insurance',
      hackney: 'Hackney permit (commercial vehicles)',
    },
    needsTitle: 'What you need',
    needs: [
      'Your plate number and the state where the vehicle is registered;',
      'A photo of your current or expired documents;',
      'For a roadworthiness certificate, the vehicle itself: the agent books the inspection with you.',
    ],
    formTitle: 'Request a renewal',
    formIntro: 'We reply within one business day with the fees charged by your state and a collection or delivery date.',
    plate: 'Plate number',
    plateHint: 'As on the plate, e.g. LSD 123 XY or ABJ 456 KL.',
    plateInvalid: 'Please enter a Nigerian plate number, e.g. LSD 123 XY',
    state: 'State of registration',
    documentsLabel: 'Documents to renew',
    chooseDocument: 'Please choose at least one document.',
    notes: 'Anything we should know?',
    submit: 'Request the renewal',
    subject: 'Vehicle documents renewal: {{plate}}',
    summary: 'Plate number: {{plate}}\nState: {{state}}\nDocuments: {{documents}}\nPhone: {{phone}}\n\n{{notes}}',
    onlyNigeria: 'Vehicle documents renewal is available for vehicles registered in Nigeria.',
  },
}

const fr: VehicleDocsCopy = {
  vehicleDocs: {
    meta: 'Renouvelez la vignette, le certificat de contrôle technique, l’assurance ou la licence de transport de votre véhicule au Nigeria sans faire la queue.',
    lead: 'Des papiers expirés, c’est le meilleur moyen de perdre une matinée à un contrôle. Dites-nous quels documents arrivent à échéance : nos agents les renouvellent auprès de l’administration de votre État et vous les livrent.',
    whatTitle: 'Ce que vous pouvez renouveler',
    documents: {
      licence: 'Vignette (licence du véhicule)',
      roadworthiness: 'Certificat de contrôle technique',
      insurance: 'Assurance automobile au tiers',
      hackney: 'Licence de transport (véhicules commerciaux)',
    },
    needsTitle: 'Ce qu’il vous faut',
    needs: [
      'Votre numéro d’immatriculation et l’État où le véhicule est immatriculé ;',
      'Une photo de vos documents en cours ou expirés ;',
      'Pour le contrôle technique, le véhicule lui-même : l’agent fixe l’inspection avec vous.',
    ],
    formTitle: 'Demander un renouvellement',
    formIntro: 'Nous répondons sous un jour ouvré avec les frais demandés par votre État et une date de retrait ou de livraison.',
    plate: 'Immatriculation',
    plateHint: 'Comme sur la plaque, par exemple LSD 123 XY ou ABJ 456 KL.',
    plateInvalid: 'Veuillez saisir une immatriculation nigériane, par exemple LSD 123 XY',
    state: 'État d’immatriculation',
    documentsLabel: 'Documents à renouveler',
    chooseDocument: 'Veuillez choisir au moins un document.',
    notes: 'Quelque chose à nous signaler ?',
    submit: 'Demander le renouvellement',
    subject: 'Renouvellement des documents du véhicule : {{plate}}',
    summary: 'Immatriculation : {{plate}}\nÉtat : {{state}}\nDocuments : {{documents}}\nTéléphone : {{phone}}\n\n{{notes}}',
    onlyNigeria: 'Le renouvellement des documents est proposé pour les véhicules immatriculés au Nigeria.',
  },
}

export const vehicleDocsCopy: ResourcePair<VehicleDocsCopy> = { en, fr }
