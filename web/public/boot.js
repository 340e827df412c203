/*
 * Starts the app. A page the server rendered whole (Home, About, Contact: `"start": "load"`) waits
 * until it has painted and its images have loaded (the load event): on slow mobile data the text
 * and the hero image come first, and the scripts then make the page interactive (hydration). Other
 * pages need their data, which needs the scripts, so they start at once. The chunks come from the
 * JSON block that scripts/vite/defer-app-scripts.ts writes, plus the page's own
 * (api/plugins/page-prerender.ts).
 * A plain file, not a module: it must run under the CSP, which allows no inline script.
 */
(function () {
  var block = document.getElementById('app-modules');
  if (!block) return;
  var modules = JSON.parse(block.textContent || '{}');

  function start() {
    (modules.preload || []).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = modules.entry;
    document.head.appendChild(script);
  }

  if (modules.start !== 'load' || document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
