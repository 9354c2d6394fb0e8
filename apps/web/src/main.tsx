import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * Resolves once the page has shown its first content (or after a second: a hidden tab paints
 * nothing, and a browser without paint timing is not kept waiting either).
 */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 1000);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

// The public pages arrive prerendered (app/public-pages.ts) and are hydrated; any other path gets the
// app shell, whose root is empty. A prerendered page is shown before the app's code is even
// fetched: on a slow link that code would otherwise share the bandwidth with the stylesheet and the
// font, and nothing on the first screen needs it to be read.
const prerendered = root.hasChildNodes();
if (prerendered) await firstContentfulPaint();
const { startApp } = await import('./app/start.tsx');
await startApp(root, { prerendered });
