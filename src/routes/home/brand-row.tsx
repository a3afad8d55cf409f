import { Link } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { filterChanged, filtersCleared, productListHref } from '@/features/catalogue';
import { brandLogos } from './home-content';

/** Spec §2: a logo clears the filters, sets that one brand and opens the product list. */
export function BrandRow() {
  const dispatch = useAppDispatch();
  return (
    <section className="home-section" aria-labelledby="home-brands">
      <h2 id="home-brands" className="section-title">
        Shop by brand
      </h2>
      <ul className="brand-row">
        {brandLogos.map(({ brand, name }) => (
          <li key={brand}>
            <Link
              to={productListHref({ brands: [brand] })}
              className="brand-row__link"
              onClick={() => {
                dispatch(filtersCleared());
                dispatch(filterChanged({ key: 'brands', value: [brand] }));
              }}
            >
              <img
                loading="lazy"
                src={`/images/brands/${brand}.svg`}
                alt={`Shop ${name}`}
                width="160"
                height="80"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
