import { vehicleApiErrorsFr } from '@parkade/core'
import type { ApiErrorTextsPart } from '@parkade/core'
import type { VehiclesTextTree } from './vehiclesTextsEn.ts'

// The vehicles list's French texts, in a module of their own: only a French page fetches them
// (vehiclesTextsEn.ts has the English, i18n/featureTexts.ts says how they load).
export const texts: VehiclesTextTree = {
  title: 'Mes véhicules',
  add: 'Ajouter un véhicule',
  default: 'Par défaut',
  makeDefault: 'Définir par défaut',
  remove: 'Retirer',
  none: 'Vous n’avez aucun véhicule enregistré.',
  list: 'Véhicules enregistrés',
  plate: 'Numéro d’immatriculation',
  type: 'Type de véhicule',
  make: 'Marque',
  model: 'Modèle',
  color: 'Couleur',
  makeDefaultCheckbox: 'En faire mon véhicule par défaut',
  addTitle: 'Ajouter un véhicule',
  editTitle: 'Modifier {{plate}}',
  save: 'Enregistrer le véhicule',
  plateRequired: 'Saisissez le numéro d’immatriculation.',
  typeRequired: 'Choisissez un type de véhicule.',
  editLabel: 'Modifier {{plate}}',
  removeLabel: 'Supprimer {{plate}}',
  makeDefaultLabel: 'Définir par défaut\u00a0: {{plate}}',
  confirmDelete: 'Supprimer {{plate}}\u202f?',
  confirmDeleteBody: 'Les réservations déjà faites conservent ce numéro d’immatriculation.',
  deleteConfirm: 'Oui, supprimer',
  keep: 'Le conserver',
  added: '{{plate}} a été enregistré.',
  updated: '{{plate}} a été modifié.',
  deleted: '{{plate}} a été supprimé.',
  defaultChanged: '{{plate}} est désormais votre véhicule par défaut.',
  unknownType: 'Type de véhicule {{id}}',
}

// The API's refusals this component shows (a vehicle's), in French: added to the client's texts with these.
export const apiErrors: ApiErrorTextsPart = { ...vehicleApiErrorsFr }
