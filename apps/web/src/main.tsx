import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/service-worker';
import './index.css';

const element = document.getElementById('app');
if (!element) throw new Error('The page has no element with id "app" to mount on.');

createRoot(element).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
