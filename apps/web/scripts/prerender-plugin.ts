// Writes the public pages as HTML at build time, from the server-side bundle of src/app/prerender.tsx
// (built first by `vite build --ssr`). Runs in the browser build's generateBundle, so the pages are in
// the bundle before the compression plugin makes their .br/.gz copies and before the service worker's
// precache list is drawn up.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import type { PublicPage } from '../src/app/public-pages.ts';

interface Options {
  /** The built server-side entry that exports renderPage(pathname). */
  ssrEntry: string;
  pages: PublicPage[];
  /** The empty-root page every other path gets. */
  shellFile: string;
  /** Modules whose code (with everything it imports) the service worker precaches. */
  offlineModules: string[];
}

type Chunk = Rollup.OutputChunk & {
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
};

/** The files of these chunks and of every chunk, stylesheet and asset they import. */
function closure(bundle: Rollup.OutputBundle, start: Chunk[]): Set<string> {
  const files = new Set<string>();
  const walk = (chunk: Chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of [
      ...(chunk.viteMetadata?.importedCss ?? []),
      ...(chunk.viteMetadata?.importedAssets ?? []),
    ]) {
      files.add(file);
    }
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') walk(next);
    }
  };
  for (const chunk of start) walk(chunk);
  return files;
}

/** The chunk holding `module` (a path under apps/web, or under node_modules). */
function chunkOf(bundle: Rollup.OutputBundle, module: string): Chunk {
  const suffix = `/${module}`;
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(suffix))) return output;
  }
  throw new Error(`prerender: no chunk contains ${module}`);
}

function fill(template: string, marker: string, content: string): string {
  if (!template.includes(marker)) throw new Error(`prerender: the page template has no ${marker}`);
  return template.replace(marker, () => content);
}

export function prerenderPlugin(options: Options): Plugin & { precache: Set<string> } {
  /** Filled at build time: the files of the offline modules, for the service worker's precache list. */
  const precache = new Set<string>();
  return {
    name: 'njira:prerender',
    apply: 'build',
    // After Vite's HTML plugin has emitted index.html with its script, stylesheet and preload tags.
    enforce: 'post',
    precache,
    async generateBundle(_output, bundle) {
      const template = bundle['index.html'];
      if (template?.type !== 'asset') throw new Error('prerender: the build has no index.html');
      const entries = Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk' && o.isEntry);
      const entry = closure(bundle, entries);
      // No web font: the phone's own (ADR 033), so nothing to preload.
      const shell = String(template.source);
      const { renderPage } = (await import(pathToFileURL(path.resolve(options.ssrEntry)).href)) as {
        renderPage: (pathname: string) => Promise<string>;
      };

      for (const file of entry) precache.add(file);
      for (const module of options.offlineModules) {
        for (const file of closure(bundle, [chunkOf(bundle, module)])) precache.add(file);
      }
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
