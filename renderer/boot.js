// Runs before the first paint, inlined into index.html's <head> by the build
// (scripts/route-preload-plugin.ts), so neither the placeholder nor the page's code
// waits for a round trip to fetch it; the Content-Security-Policy allows it by its
// hash (main/content-security-policy.ts: edit this file and the build says the new one).
// It marks the route on <html>, so index.html shows the placeholder of the page being
// loaded (the phone's or the wall's), and starts fetching that page's chunks at once,
// from the list the build wrote into the <meta name="story-point-preload"> above it.
// The same rule as renderer/domain/route.ts: a last path segment 'vote' is the phone page.
(function () {
  var route = /\/vote\/*$/.test(location.pathname) ? 'vote' : 'screen';
  document.documentElement.className = 'boot-' + route;
  var meta = document.querySelector('meta[name="story-point-preload"]');
  var files = ((meta && meta.getAttribute('data-' + route)) || '').split(' ');
  for (var i = 0; i < files.length; i += 1) {
    if (!files[i]) continue;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = '/' + files[i];
    document.head.appendChild(link);
  }
})();
