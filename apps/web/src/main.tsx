import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from 'zod/v4/core';
import { App } from './app/app';
import './index.css';

// Our Content-Security-Policy allows no eval. Zod would otherwise try `new Function` once to
// see whether it may compile faster parsers, and the browser reports that as a violation.
config({ jitless: true });

const element = document.getElementById('app');
if (!element) throw new Error('The page has no element with id "app" to mount on.');

createRoot(element).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
