import type { StaffProduct } from '@/shared/catalogue';
import type { CatalogueProduct } from '@/shared/types';

/** What shoppers see of a product: everything but whether it is published. */
export const shopperView = ({ published: _staffOnly, ...product }: StaffProduct): CatalogueProduct => product;
