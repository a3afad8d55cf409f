import type { ComponentType } from 'react';
import { matchPath, type Params } from 'react-router-dom';
import { prefetchProduct, prefetchProducts } from '@/features/catalogue';
import type { AppDispatch } from '@/kernel/root-reducer';
import { loadParts, type CataloguePart } from '@/shared/i18n/catalogues';
import { paths, staffPaths } from '@/shared/paths';
import { preloadableLazy } from '@/shared/preloadable-lazy';
import firstScreens from '@/shared/first-screens.json';

/**
 * The request a screen makes first, for the path's parameters: src/index.tsx sends it beside the
 * first screen's chunk instead of after the screen's first render.
 */
type FirstData = (dispatch: AppDispatch, params: Params) => void;

const catalogueFirst: FirstData = (dispatch) => dispatch(prefetchProducts());

/**
 * A screen that is its own chunk: `load` fetches it with the parts of the catalogues its words are
 * in (`parts`: src/shared/i18n/catalogue-parts.json; the core part is always there), `Component`
 * renders it (with Suspense) once both have come. `chunk` is the chunk's name (as its import names
 * it): a page the server renders links the chunk's stylesheet in its head, so it is laid out
 * before any script runs.
 */
function screen<M>(
  path: string,
  chunk: string,
  importChunk: () => Promise<M>,
  pick: (module: M) => ComponentType,
  parts: readonly CataloguePart[],
  firstData?: FirstData,
) {
  const load = () => Promise.all([importChunk(), loadParts(parts)]).then(([module]) => pick(module));
  return { path, chunk, firstData, ...preloadableLazy(load) };
}

/**
 * Every lazily loaded screen of spec §2. The paths are also used to fetch the first screen's
 * chunk while the mock server starts (src/index.tsx).
 */
export const screens = {
  home: screen(
    paths.home,
    'home',
    () => import(/* webpackChunkName: "home" */ '@/routes/home'),
    (m) => m.HomeScreen,
    firstScreens.home.parts as CataloguePart[],
    catalogueFirst,
  ),
  productList: screen(
    paths.productList,
    'product-list',
    () => import(/* webpackChunkName: "product-list" */ '@/routes/product-list'),
    (m) => m.ProductListScreen,
    firstScreens['product-list'].parts as CataloguePart[],
    catalogueFirst,
  ),
  productDetail: screen(
    paths.product,
    'product-detail',
    () => import(/* webpackChunkName: "product-detail" */ '@/routes/product-detail'),
    (m) => m.ProductDetailScreen,
    firstScreens['product-detail'].parts as CataloguePart[],
    (dispatch, { productId = '' }) => dispatch(prefetchProduct(productId)),
  ),
  login: screen(
    paths.login,
    'login',
    () => import(/* webpackChunkName: "login" */ '@/routes/login'),
    (m) => m.LoginScreen,
    ['account'],
  ),
  signup: screen(
    paths.signup,
    'signup',
    () => import(/* webpackChunkName: "signup" */ '@/routes/signup'),
    (m) => m.SignupScreen,
    ['account'],
  ),
  mockman: screen(
    paths.mockman,
    'mockman',
    () => import(/* webpackChunkName: "mockman" */ '@/routes/mockman'),
    (m) => m.MockmanScreen,
    [],
  ),
  cart: screen(
    paths.cart,
    'cart',
    () => import(/* webpackChunkName: "cart" */ '@/routes/cart'),
    (m) => m.CartScreen,
    ['cart', 'cards', 'product'],
  ),
  checkout: screen(
    paths.checkout,
    'checkout',
    () => import(/* webpackChunkName: "checkout" */ '@/routes/checkout'),
    (m) => m.CheckoutScreen,
    ['checkout', 'cart', 'addresses', 'cards', 'product'],
  ),
  wishlist: screen(
    paths.wishlist,
    'wishlist',
    () => import(/* webpackChunkName: "wishlist" */ '@/routes/wishlist'),
    (m) => m.WishlistScreen,
    ['wishlist', 'cards'],
  ),
  profile: screen(
    paths.profile,
    'profile',
    () => import(/* webpackChunkName: "profile" */ '@/routes/profile'),
    (m) => m.ProfileScreen,
    ['profile', 'account', 'addresses', 'orders'],
  ),
  order: screen(
    paths.order,
    'order',
    () => import(/* webpackChunkName: "order" */ '@/routes/order'),
    (m) => m.OrderScreen,
    ['checkout', 'orders'],
  ),
  orderDetail: screen(
    paths.orderDetail,
    'order-detail',
    () => import(/* webpackChunkName: "order-detail" */ '@/routes/order-detail'),
    (m) => m.OrderDetailScreen,
    ['orders', 'cart', 'afterSale', 'invoice'],
  ),
  about: screen(
    paths.about,
    'about',
    () => import(/* webpackChunkName: "about" */ '@/routes/about'),
    (m) => m.AboutScreen,
    ['legal'],
  ),
  policy: screen(
    paths.policy,
    'policy',
    () => import(/* webpackChunkName: "policy" */ '@/routes/policy'),
    (m) => m.PolicyScreen,
    ['legal', 'afterSale', 'orders'],
  ),
  forgotPassword: screen(
    paths.forgotPassword,
    'forgot-password',
    () => import(/* webpackChunkName: "forgot-password" */ '@/routes/forgot-password'),
    (m) => m.ForgotPasswordScreen,
    ['account'],
  ),
  resetPassword: screen(
    paths.resetPassword,
    'reset-password',
    () => import(/* webpackChunkName: "reset-password" */ '@/routes/reset-password'),
    (m) => m.ResetPasswordScreen,
    ['account'],
  ),
  testMailbox: screen(
    paths.testMailbox,
    'test-mailbox',
    () => import(/* webpackChunkName: "test-mailbox" */ '@/routes/test-mailbox'),
    (m) => m.TestMailboxScreen,
    [],
  ),
  grievance: screen(
    paths.grievance,
    'grievance',
    () => import(/* webpackChunkName: "grievance" */ '@/routes/grievance'),
    (m) => m.GrievanceScreen,
    ['legal'],
  ),
  creditNote: screen(
    paths.creditNote,
    'credit-note',
    () => import(/* webpackChunkName: "credit-note" */ '@/routes/credit-note'),
    (m) => m.CreditNoteScreen,
    ['orders', 'afterSale', 'invoice'],
  ),
  updates: screen(
    paths.updates,
    'updates',
    () => import(/* webpackChunkName: "updates" */ '@/routes/updates'),
    (m) => m.UpdatesScreen,
    ['updates'],
  ),
  /** The staff console, every /staff screen in one chunk: a shopper's first load never has it. */
  staff: screen(
    staffPaths.console,
    'staff',
    () => import(/* webpackChunkName: "staff" */ '@/routes/staff'),
    (m) => m.StaffConsole,
    ['account', 'invoice'],
  ),
};

export type Screen = (typeof screens)[keyof typeof screens];

/**
 * The screens the Node server sends with their content (DECISIONS: the first screen comes from the
 * server): the catalogue and the pages the law asks a shop to show anyone. Those that need a shopper,
 * the console and the forms are sent as the shell.
 */
const SERVER_RENDERED: ReadonlySet<Screen> = new Set([
  screens.home,
  screens.productList,
  screens.productDetail,
  screens.about,
  screens.policy,
  screens.grievance,
]);

export const rendersOnServer = (screen: Screen) => SERVER_RENDERED.has(screen);

/** The screen whose route matches `pathname`, with the match (the first screen of a visit). */
export function screenAt(pathname: string) {
  for (const screen of Object.values(screens)) {
    const match = matchPath(screen.path, pathname);
    if (match) return [screen, match] as const;
  }
  return undefined;
}
