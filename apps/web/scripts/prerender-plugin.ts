// Writes the public pages as HTML at build time, from the server-side bundle of src/app/prerender.tsx
// (built first by `vite build --ssr`). Runs in the browser build's generateBundle, so the pages are in
// the bundle before the compression plugin makes their .br/.gz copies.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { PublicPage } from '../src/app/public-pages.ts';

interface Options {
  /** The built server-side entry that exports renderPage(pathname). */
  ssrEntry: string;
  pages: PublicPage[];
  /** The empty-root page every other path gets. */
  shellFile: string;
  /** The one font file the first paint needs (the Latin subset), preloaded by every page. */
  font: RegExp;
}

function fill(template: string, marker: string, content: string): string {
  if (!template.includes(marker)) throw new Error(`prerender: the page template has no ${marker}`);
  return template.replace(marker, () => content);
}

export function prerenderPlugin(options: Options): Plugin {
  return {
    name: 'njira:prerender',
    apply: 'build',
    // After Vite's HTML plugin has emitted index.html with its script, stylesheet and preload tags.
    enforce: 'post',
    async generateBundle(_output, bundle) {
      const template = bundle['index.html'];
      if (template?.type !== 'asset') throw new Error('prerender: the build has no index.html');
      const font = Object.keys(bundle).find((file) => options.font.test(file));
      if (!font) throw new Error(`prerender: no font file matches ${options.font}`);

      const shell = fill(
        String(template.source),
        '</head>',
        `  <link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>\n  </head>`,
      );
      const { renderPage } = (await import(pathToFileURL(path.resolve(options.ssrEntry)).href)) as {
        renderPage: (pathname: string) => Promise<string>;
      };

      for (const page of options.pages) {
        const markup = await renderPage(page.path);
        for (const [, url] of markup.matchAll(/"\/(assets\/[^"?#]+)"/g)) {
          if (url && !bundle[url])
            throw new Error(`prerender: ${page.path} refers to /${url}, not in the build`);
        }
        if (/\ssrc="data:/.test(markup)) throw new Error(`prerender: ${page.path} inlines an image as data:`);
        let html = fill(shell, '<div id="root"></div>', `<div id="root">${markup}</div>`);
        if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`);
        if (page.file === 'index.html') template.source = html;
        else this.emitFile({ type: 'asset', fileName: page.file, source: html });
      }
      this.emitFile({ type: 'asset', fileName: options.shellFile, source: shell });
    },
  };
}
