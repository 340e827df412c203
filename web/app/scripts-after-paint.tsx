import type { ReactNode } from 'react';
import { Scripts } from 'react-router';

const HOLDER_ID = 'page-scripts';

/**
 * Runs in the page, right where it stands in the HTML: React Router's context script at once (the
 * loaders' data that follows in the HTML feeds it); its modules and their preloads once the page
 * has painted its content, at low priority, so they never compete with the stylesheet, the font
 * or the first image. Kept self-contained: it is sent as text.
 */
export function startScriptsAfterPaint(holderId: string): void {
  const holder = document.getElementById(holderId);
  if (!holder) return;
  const parsed = document.createElement('template');
  // Inside <noscript> a browser that runs scripts keeps the markup as text, fetching nothing.
  parsed.innerHTML = holder.textContent ?? '';
  // Parsed scripts never run: each becomes a new element with the same attributes (its nonce too).
  const copy = (original: Element) => {
    const element = document.createElement(original.localName);
    for (const { name, value } of Array.from(original.attributes)) {
      element.setAttribute(name, value);
    }
    element.textContent = original.textContent;
    return element;
  };
  const later: Element[] = [];
  for (const original of Array.from(parsed.content.children)) {
    if (original.localName === 'script' && !original.getAttribute('type')) {
      document.body.append(copy(original));
    } else {
      const element = copy(original);
      element.setAttribute('fetchpriority', 'low');
      later.push(element);
    }
  }
  // One element a task, in order: adding a module preload can take the browser 10 ms (more on a
  // slow phone), and twenty of them in one task would hold the page for that long.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const element = later.shift();
    if (!element) return channel.port1.close();
    (element.localName === 'link' ? document.head : document.body).append(element);
    channel.port2.postMessage(null);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    channel.port2.postMessage(null);
  };
  // After the first contentful paint (text waiting for its font is not painted yet); a page that
  // never paints (a tab opened in the background) starts anyway.
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) {
    start();
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    setTimeout(start);
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
}

/**
 * The page's scripts (React Router's, unless others are given: a page React does not hydrate has
 * one small script of its own), started after the first paint: the page arrives whole (ADR 0006),
 * so the first paint needs nothing but the HTML, the stylesheet and the font, and modules fetched
 * beside them would only hold it back on a slow phone. Until the scripts run, links are plain
 * links.
 */
export function ScriptsAfterPaint({ nonce, children }: { nonce: string; children?: ReactNode }) {
  return (
    <>
      <noscript id={HOLDER_ID}>{children ?? <Scripts nonce={nonce} />}</noscript>
      <script
        nonce={nonce}
        // Server and browser render the same text; the browser hides the nonce attribute.
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: `(${startScriptsAfterPaint.toString()})(${JSON.stringify(HOLDER_ID)})`,
        }}
      />
    </>
  );
}
