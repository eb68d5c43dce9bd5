/** The one i18next namespace holding every Parkade string, so a host's own namespaces never collide. */
export const I18N_NAMESPACE = 'parkade'
