import { createBrowserRouter, RouterProvider } from 'react-router';
import { RouteError } from './layout/route-error';
import { paths } from './paths';

// Each screen is its own chunk, so the landing page never loads the dashboard's code.
const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      {
        path: paths.home.path,
        lazy: () => import('./routes/landing').then((m) => ({ Component: m.LandingRoute })),
      },
      {
        path: paths.setup.path,
        lazy: () => import('./routes/setup').then((m) => ({ Component: m.SetupRoute })),
      },
      {
        path: paths.notFound.path,
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
