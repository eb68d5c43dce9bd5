// The English texts of the vehicles list and the vehicle form, in a module of their own like the
// French: only a page in English fetches them (i18n/featureTexts.ts).
export const texts = {
  title: 'My vehicles',
  add: 'Add vehicle',
  default: 'Default',
  makeDefault: 'Set as default',
  remove: 'Remove',
  none: 'You have no saved vehicles.',
  list: 'Saved vehicles',
  plate: 'Plate number',
  type: 'Vehicle type',
  make: 'Make',
  model: 'Model',
  color: 'Colour',
  makeDefaultCheckbox: 'Make this my default vehicle',
  addTitle: 'Add a vehicle',
  editTitle: 'Edit {{plate}}',
  save: 'Save vehicle',
  plateRequired: 'Enter the plate number.',
  typeRequired: 'Choose a vehicle type.',
  editLabel: 'Edit {{plate}}',
  removeLabel: 'Delete {{plate}}',
  makeDefaultLabel: 'Set as default: {{plate}}',
  confirmDelete: 'Delete {{plate}}?',
  confirmDeleteBody: 'Bookings already made keep this plate number.',
  deleteConfirm: 'Yes, delete',
  keep: 'Keep it',
  added: '{{plate}} was saved.',
  updated: '{{plate}} was updated.',
  deleted: '{{plate}} was deleted.',
  defaultChanged: '{{plate}} is now your default vehicle.',
  unknownType: 'Vehicle type {{id}}',
}

/** The shape every language's texts of the vehicles list match. */
export type VehiclesTextTree = typeof texts
