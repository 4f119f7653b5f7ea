// Runs before the first paint, inlined into index.html's <head> by the build
// (scripts/route-preload-plugin.ts), so neither the placeholder nor the page's code
// waits for a round trip to fetch it; the Content-Security-Policy allows it by its
// hash (shared/content-security-policy.ts: edit this file and the build says the new one).
// It marks the route on <html>, so index.html shows the placeholder of the page being
// loaded (the phone's or the wall's), and starts fetching that page's chunks at once,
// from the lists the build wrote into the <meta name="story-point-preload"> above it.
// The same rule as shared/route.ts: a last path segment 'vote' is the phone page.
(function () {
  var route = /\/vote\/*$/.test(location.pathname) ? 'vote' : 'screen';
  document.documentElement.className = 'boot-' + route;
  var lists = [route];
  try {
    // A tab that had joined a screen (VOTE_SESSION_KEYS.joinedCode, domain/storage-keys.ts)
    // is a reload: it shows its cards at once, so their chunk is needed at once too.
    if (route === 'vote' && sessionStorage.getItem('storyPoint.vote.joinedCode')) {
      lists.push('vote-joined');
    }
  } catch {
    // Storage refused (private mode, policy): the page fetches that chunk when needed.
  }
  var meta = document.querySelector('meta[name="story-point-preload"]');
  var seen = {};
  for (var l = 0; l < lists.length; l += 1) {
    var files = ((meta && meta.getAttribute('data-' + lists[l])) || '').split(' ');
    for (var i = 0; i < files.length; i += 1) {
      if (!files[i] || seen[files[i]]) continue;
      seen[files[i]] = true;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = '/' + files[i];
      document.head.appendChild(link);
    }
  }
})();
