import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The public pages arrive prerendered (app/public-pages.ts) and are hydrated; any other path gets the
// app shell, whose root is empty. A prerendered page is painted before the app's code is even
// fetched: on a slow link that code would otherwise share the bandwidth with the stylesheet and the
// font, and nothing on the first screen needs it to be read. (A hidden tab paints no frames: go on
// after a second anyway.)
const prerendered = root.hasChildNodes();
if (prerendered) {
  await new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 1000);
  });
}
const { startApp } = await import('./app/start.tsx');
await startApp(root, { prerendered });
