// Runs before the first paint (a classic script in index.html's <head>, allowed by the
// kiosk's script-src 'self'): marks the route on <html> so index.html shows the
// placeholder of the page being loaded, the phone's or the wall's. The same rule as
// renderer/domain/route.ts: a last path segment 'vote' is the phone page.
document.documentElement.className = /\/vote\/*$/.test(location.pathname)
  ? 'boot-vote'
  : 'boot-screen';
