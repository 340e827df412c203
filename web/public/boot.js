/*
 * Starts the app. A page whose largest content the server rendered (Home, About, the Academics hub:
 * `"start": "load"`) waits until that is painted: after the load event, and for a page that
 * preloads its hero image, until that image is painted. On slow mobile data the text and the hero
 * image come first; the scripts then make the page interactive (hydration). Other pages need their
 * data, which needs the scripts, so they start at once. The chunks come from the JSON block that
 * scripts/vite/defer-app-scripts.ts writes, plus the page's own (api/plugins/page-prerender.ts).
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

  // A page that preloads its hero image waits until that image is painted (the first largest-
  // contentful-paint entry for an image); others until something is. At most LATEST_MS after load.
  var LATEST_MS = 3000;
  var heroImage = document.querySelector('link[rel="preload"][as="image"]') !== null;

  function afterPaint() {
    var started = false;
    var startOnce = function () {
      if (started) return;
      started = true;
      setTimeout(start, 0);
    };
    setTimeout(startOnce, LATEST_MS);
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('largest-contentful-paint') === -1) {
      requestAnimationFrame(startOnce);
      return;
    }
    var observer = new PerformanceObserver(function (list) {
      var painted = list.getEntries().some(function (entry) {
        return !heroImage || Boolean(entry.url);
      });
      if (painted) {
        observer.disconnect();
        startOnce();
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }

  if (modules.start !== 'load') start();
  else if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
