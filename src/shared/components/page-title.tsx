import { useEffect } from 'react';
import { SHOP_NAME } from '../constants';

/** The screen's heading, also set as the document title so tabs and history read well. */
export function PageTitle({
  children,
  visuallyHidden = false,
}: {
  children: string;
  visuallyHidden?: boolean;
}) {
  useEffect(() => {
    document.title = `${children} | ${SHOP_NAME}`;
  }, [children]);
  return <h1 className={visuallyHidden ? 'visually-hidden' : 'page-title'}>{children}</h1>;
}
