import { SHOP_NAME } from './constants';

/** The shop's own title: public/index.html carries it, and home and every page without one of its own. */
export const SHOP_TITLE = `${SHOP_NAME} | Sneakers for India`;

/**
 * A tab's title for a screen (its heading), or the shop's own for none (`shopTitle`, in the
 * page's language): in the browser and from the server alike.
 */
export function documentTitle(screen: string | null, shopTitle = SHOP_TITLE): string {
  return screen === null ? shopTitle : `${screen} | ${SHOP_NAME}`;
}
