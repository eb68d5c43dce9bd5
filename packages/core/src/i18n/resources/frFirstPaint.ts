// The French an element shows before parkade-fr.js has arrived: its loading line and the error
// with Retry if its code cannot be fetched. parkade.js carries these few texts (fr.ts itself
// travels in parkade-fr.js), so a French page never flashes English while it loads.
export const frFirstPaint = {
  common: {
    loading: 'Chargement…',
    retry: 'Réessayer',
  },
  screens: {
    loadingError: {
      body: 'Impossible de charger l’application. Veuillez vérifier votre connexion Internet et réessayer.',
    },
  },
}
