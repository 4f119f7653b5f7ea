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
  var html = document.documentElement;
  html.className = 'boot-' + route;
  var lists = [route];
  // The phone's screen code, by the rule of shared/route.ts and shared/screen-code.ts:
  // the segments before 'vote', decoded, each run of non-alphanumerics one hyphen.
  var segments = location.pathname.split('/').filter(function (s) {
    return s.length > 0;
  });
  var code = segments
    .slice(0, -1)
    .map(function (s) {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    })
    .join('-')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .slice(0, 128);
  var joined = false;
  try {
    // A tab that had joined this screen (VOTE_SESSION_KEYS.joinedCode, domain/storage-keys.ts)
    // is a reload: it shows its cards at once, so their chunk is needed at once too, and
    // the prerendered join form (vote.html) stays hidden behind the placeholder.
    if (route === 'vote' && sessionStorage.getItem('storyPoint.vote.joinedCode') === code) {
      joined = true;
      lists.push('vote-joined');
      html.className += ' boot-joined';
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
  if (route !== 'vote') return;
  // A host that answers every path with index.html (no vote.html): the build put the
  // English join form into index.html's <template id="boot-join">, just before #root. Once
  // #root is parsed (so the template is whole), the form goes into it, before the first
  // paint that shows #root: it takes typing before any script file, as vote.html's does,
  // and the page hydrates it the same way. Not on a reload after joining (the placeholder
  // shows until the cards render), nor where #root already holds a page.
  var placed = false;
  var place = function () {
    if (placed || joined) return;
    var root = document.getElementById('root');
    var form = document.getElementById('boot-join');
    if (!root || !form) return;
    placed = true;
    if (root.firstChild || !form.content) return;
    root.appendChild(form.content);
    html.classList.add('boot-form');
  };
  // The prerendered join page (vote.html) is the same for every screen: as it is parsed,
  // this screen's code goes into the elements marked data-screen-code (the code field,
  // and the header's 'Screen ⁦⁩' between its isolates), so it paints with it.
  var filled = [];
  var fill = function () {
    var marked = document.querySelectorAll('[data-screen-code]');
    for (var m = 0; m < marked.length; m += 1) {
      var el = marked[m];
      if (filled.indexOf(el) >= 0) continue;
      filled.push(el);
      if (el.tagName === 'INPUT') el.setAttribute('value', code);
      else el.textContent = el.textContent.replace('\u2066\u2069', '\u2066' + code + '\u2069');
    }
  };
  var observer = new MutationObserver(function () {
    place();
    fill();
  });
  observer.observe(html, { childList: true, subtree: true });
  document.addEventListener(
    'readystatechange',
    function () {
      place();
      fill();
      observer.disconnect();
    },
    { once: true },
  );
  // What a person does before the page's code runs is kept there (the part below).
  window.storyPointEarly = { join: false, ready: false, card: '' };
})();
// The phone's page only: what a person does on it before its code runs.
(function () {
  var early = window.storyPointEarly;
  if (!early) return;
  var html = document.documentElement;
  // A Join pressed before the page's code runs is kept, not sent by the browser (that
  // would reload the page with the name in its address): the page carries it out once
  // ready (ui/phone/early-start.ts) and the button says 'Starting…' meanwhile.
  document.addEventListener(
    'submit',
    function (event) {
      if (early.ready) return;
      event.preventDefault();
      event.stopPropagation();
      early.join = true;
      html.classList.add('boot-joining');
    },
    true,
  );
  // On a reload after joining, the card grid the HTML shows (vote.html, #boot-vote-joined)
  // takes a tap before the page's code runs: the card is kept and shown as chosen, and
  // the page carries it out once it knows the room (ui/phone/DeckGrid.tsx). The grid's
  // other controls wait for the page (they need the room), as its own grid shows them.
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      var grid = target && target.closest ? target.closest('#boot-vote-joined') : null;
      if (!grid) return;
      event.preventDefault();
      var card = target.closest('button[data-value]');
      if (!card) return;
      var value = card.getAttribute('data-value');
      // A second tap on the kept card takes it back, as on the page's own grid.
      early.card = early.card === value ? '' : value;
      var cards = grid.querySelectorAll('button[data-value]');
      for (var c = 0; c < cards.length; c += 1) {
        var pressed = cards[c].getAttribute('data-value') === early.card;
        cards[c].setAttribute('aria-pressed', String(pressed));
      }
    },
    true,
  );
})();
