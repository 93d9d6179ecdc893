import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from 'zod/v4/core';
import { App } from './app/app';
import './index.css';

// The Content-Security-Policy allows no eval; zod would otherwise probe `new Function` once.
config({ jitless: true });

const element = document.getElementById('app');
if (!element) throw new Error('The page has no element with id "app" to mount on.');

createRoot(element).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
