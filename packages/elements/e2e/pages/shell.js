// A partner's single-page app whose header keeps <parkade-login> and <parkade-wallet> while its
// routes replace the view, taking a <parkade-park-search> out and putting a new one in.
const routes = {
  home: () => '<h1>Welcome</h1><p>Plan your trip.</p>',
  search: () => '<h1>Find parking</h1><parkade-park-search query="Lagos"></parkade-park-search>',
}
document.querySelector('nav').addEventListener('click', (event) => {
  const route = event.target.closest('[data-route]')?.dataset.route
  if (route) document.getElementById('view').innerHTML = routes[route]()
})
document.getElementById('view').innerHTML = routes.home()
