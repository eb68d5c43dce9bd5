import type { ApiErrorTextsPart } from '../../apiErrorTexts.ts'

// The API errors any call may answer, in French: they come with core's French (commonFr.ts). The
// others travel with the French of the feature that shows them (apiErrors.fr.ts has the whole).
export const commonApiErrorsFr = {
  request: {
    invalid: 'La requête n’est pas valide.',
    validation_failed: 'Certaines valeurs envoyées ne sont pas valides.',
    body_not_json: 'Le corps de la requête n’est pas du JSON valide.',
    body_empty: 'Le corps de la requête est vide\u202f; envoyez un objet JSON.',
    body_length_mismatch: 'L’en-tête Content-Length ne correspond pas au corps de la requête.',
    bad_url: 'L’adresse n’est pas valide\u00a0: une partie est mal encodée.',
    body_too_large: 'Le corps de la requête est trop volumineux.',
    url_too_long: 'L’adresse est trop longue\u00a0: une partie dépasse 200\u00a0caractères.',
    unsupported_media_type: 'Type de contenu non pris en charge\u00a0: envoyez le corps en application/json.',
    not_found: 'Introuvable',
    too_many_attempts: 'Trop de tentatives infructueuses. Veuillez réessayer plus tard.',
  },
  server: {
    error: 'Une erreur s’est produite sur le serveur. Veuillez réessayer.',
    shutting_down: 'Le serveur redémarre. Veuillez réessayer dans un instant.',
    database_unreachable: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
    migrations_pending: 'Le service est en cours de mise à jour. Veuillez réessayer dans un instant.',
  },
  data: {
    duplicate: 'Un enregistrement avec ces informations existe déjà.',
    missing_reference: 'Un élément référencé n’existe pas.',
    missing_value: 'Une valeur obligatoire est manquante.',
    out_of_range: 'Une valeur est en dehors de la plage autorisée.',
    invalid_format: 'Une valeur n’a pas le bon format.',
    number_out_of_range: 'Un nombre est en dehors de la plage autorisée.',
    too_long: 'Une valeur est trop longue.',
    invalid_date_format: 'Une date ou une heure n’a pas le bon format.',
    date_out_of_range: 'Une date ou une heure est en dehors de la plage autorisée.',
    invalid_value: 'Une valeur n’est pas valide.',
    invalid_character: 'Une valeur contient un caractère non autorisé.',
    too_large: 'Une valeur est trop grande.',
    conflict: 'La requête est entrée en conflit avec une autre. Veuillez réessayer.',
  },
  auth: {
    token_missing: 'Aucun jeton d’authentification trouvé',
    token_invalid: 'Jeton d’authentification non valide.',
    token_expired: 'Votre session a expiré. Veuillez vous reconnecter.',
    account_gone: 'Ce compte n’existe plus. Veuillez vous reconnecter.',
  },
  catalogue: {
    country_not_found: 'Pays {{country}} introuvable.',
    country_code_unknown: 'Le pays «\u202f{{country}}\u202f» ne fait pas partie des pays proposés.',
  },
  marketplace: {
    item_not_found: 'Article introuvable.',
  },
  blog: {
    post_not_found: 'Article de blog introuvable.',
  },
} satisfies ApiErrorTextsPart
