// The park of the URL's fragment (#park=…) for the page's <parkade-park-detail>.
document.querySelector('parkade-park-detail').setAttribute('park', new URLSearchParams(location.hash.slice(1)).get('park'))
