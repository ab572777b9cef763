import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { isMobileUserAgent } from './lib/user-agent';
import './styles/index.css';

if (isMobileUserAgent()) document.documentElement.classList.add('ua-mobile');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
