// A partner's single-page app: each "route" replaces the view, taking Parkade elements out of the
// page and putting new ones in, the way client-side routers do.
const routes = {
  home: () => '<h1>Welcome</h1><p>Plan your trip.</p>',
  search: () => '<h1>Find parking</h1><parkade-park-search query="Lagos"></parkade-park-search>',
  login: () => '<h1>Account</h1><parkade-login></parkade-login>',
}
function go(route) {
  document.getElementById('view').innerHTML = routes[route]()
}
document.querySelector('nav').addEventListener('click', (event) => {
  const route = event.target.closest('[data-route]')?.dataset.route
  if (route) go(route)
})
window.partnerRoute = go
go('home')
