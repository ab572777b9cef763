import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '../config/paths';
import { adminRoutes } from './admin-routes';
import { SiteLayout } from './layouts/site-layout';
import { publicRoutes } from './public-routes';

export const router = createBrowserRouter([
  {
    Component: SiteLayout,
    children: [
      ...publicRoutes,
      ...adminRoutes,
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]);
