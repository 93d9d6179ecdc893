import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLocale, initialLocale, loadAreasWhenMissing } from './i18n/locale';
import { registerServiceWorker } from './lib/service-worker';
import './index.css';

const element = document.getElementById('app');
if (!element) throw new Error('The page has no element with id "app" to mount on.');

if (import.meta.env.PROD) loadAreasWhenMissing();

// The catalog is fetched while the first route's chunk is: the app renders in its language
// from the first paint, and English gets no head start over the others.
void activateLocale(initialLocale()).then(() =>
  createRoot(element).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

registerServiceWorker();
