// Runs before the first paint (a classic script in index.html's <head>, allowed by the
// kiosk's script-src 'self'). It marks the route on <html>, so index.html shows the
// placeholder of the page being loaded (the phone's or the wall's), and starts fetching
// that page's chunks at once, from the list the build wrote into the
// <meta name="story-point-preload"> (scripts/route-preload-plugin.ts). The same rule
// as renderer/domain/route.ts: a last path segment 'vote' is the phone page.
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
