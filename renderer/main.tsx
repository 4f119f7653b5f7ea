import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAppDeps } from './app-deps';

const root = createRoot(document.getElementById('root') as HTMLElement);

createAppDeps().then(
  (deps) =>
    root.render(
      <StrictMode>
        <App deps={deps} />
      </StrictMode>,
    ),
  (error: unknown) => {
    // Only a programming error gets here (config problems fall back to defaults):
    // say so on the wall instead of leaving it blank.
    console.error('Story Point could not start:', error);
    const message = document.createElement('p');
    message.textContent = 'Story Point could not start. Reload the page to try again.';
    message.style.cssText = 'font: 24px system-ui, sans-serif; padding: 48px; color: #b91c1c';
    document.body.replaceChildren(message);
  },
);
