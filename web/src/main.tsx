import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { isMobileUserAgent } from './lib/user-agent';
import './styles/index.css';

if (isMobileUserAgent()) document.documentElement.classList.add('ua-mobile');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
