import { http, HttpResponse } from 'msw';
import { allCategories, allProducts, findCategory, findProduct } from '../db';
import { open } from '../handle';
import { notFound } from '../http-error';

export const catalogueHandlers = [
  http.get(
    '*/api/products',
    open(() => HttpResponse.json({ products: allProducts() })),
  ),
  http.get<{ productId: string }>(
    '*/api/products/:productId',
    open(({ params }) => {
      const product = findProduct(params.productId);
      if (!product) throw notFound(`No sneaker has the id ${params.productId}.`);
      return HttpResponse.json({ product });
    }),
  ),
  http.get(
    '*/api/categories',
    open(() => HttpResponse.json({ categories: allCategories() })),
  ),
  http.get<{ categoryId: string }>(
    '*/api/categories/:categoryId',
    open(({ params }) => {
      const category = findCategory(params.categoryId);
      if (!category) throw notFound(`No category has the id ${params.categoryId}.`);
      return HttpResponse.json({ category });
    }),
  ),
];
