import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createAppRouter } from './router.tsx';
import { registerServiceWorker } from './service-worker.ts';

/** A prerendered page shows before it works: this User Timing mark says when it works (tests wait for it). */
const INTERACTIVE_MARK = 'njira:interactive';

function MarkInteractive({ children }: { children: ReactNode }) {
  useEffect(() => void performance.mark(INTERACTIVE_MARK), []);
  return children;
}

/** Draws the app into `root`: hydrates a prerendered page, renders any other from scratch. */
export async function startApp(root: HTMLElement, { prerendered }: { prerendered: boolean }) {
  const router = await createAppRouter({ prerendered });
  const app = (
    <StrictMode>
      <MarkInteractive>
        <App router={router} />
      </MarkInteractive>
    </StrictMode>
  );
  // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between
  // them: the page already shows, so a tap or a scroll is never stuck behind one long task.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  registerServiceWorker();
}
