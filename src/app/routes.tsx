import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from '@/routes/error-screen';
import { Layout } from '@/routes/layout/layout';
import { NotFoundScreen } from '@/routes/not-found';
import { RequireAuth } from '@/routes/require-auth';
import { Spinner } from '@/shared/components/spinner';

/** Spec §2 route table. Each screen is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorScreen />,
    // While the first screen's chunk arrives (only on the very first load).
    hydrateFallbackElement: <Spinner label="Loading the shop" minHeight={480} />,
    children: [
      {
        path: '/',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "home" */ '@/routes/home')).HomeScreen,
        }),
      },
      {
        path: '/productlist',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "product-list" */ '@/routes/product-list'))
            .ProductListScreen,
        }),
      },
      {
        path: '/productlist/:productId',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "product-detail" */ '@/routes/product-detail'))
            .ProductDetailScreen,
        }),
      },
      {
        path: '/login',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "login" */ '@/routes/login')).LoginScreen,
        }),
      },
      {
        path: '/signup',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "signup" */ '@/routes/signup')).SignupScreen,
        }),
      },
      {
        path: '/mockman',
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "mockman" */ '@/routes/mockman')).MockmanScreen,
        }),
      },
      { path: '/404', element: <NotFoundScreen /> },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/cart',
            lazy: async () => ({
              Component: (await import(/* webpackChunkName: "cart" */ '@/routes/cart')).CartScreen,
            }),
          },
          {
            path: '/checkout',
            lazy: async () => ({
              Component: (await import(/* webpackChunkName: "checkout" */ '@/routes/checkout'))
                .CheckoutScreen,
            }),
          },
          {
            path: '/wishlist',
            lazy: async () => ({
              Component: (await import(/* webpackChunkName: "wishlist" */ '@/routes/wishlist'))
                .WishlistScreen,
            }),
          },
          {
            path: '/profile',
            lazy: async () => ({
              Component: (await import(/* webpackChunkName: "profile" */ '@/routes/profile')).ProfileScreen,
            }),
          },
          {
            path: '/order',
            lazy: async () => ({
              Component: (await import(/* webpackChunkName: "order" */ '@/routes/order')).OrderScreen,
            }),
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
