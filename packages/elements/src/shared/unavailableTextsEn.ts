/**
 * What an element says when no language's texts could be fetched (neither parkade-<lang>.js nor
 * parkade-en.js): SPEC §8's loading error and Retry, word for word as core's English has them (a
 * test keeps them equal). The only texts parkade.js carries itself, in English whatever the page's
 * language, because with nothing fetched there is no other language to say it in.
 */
export const unavailableTextsEn = {
  body: 'Unable to load the application. Please check your internet connection and try again.',
  retry: 'Retry',
}
