import { Link } from 'react-router';
import { ALL_PRODUCTS_PATH, forgetListingFilters } from '../../../lib/listing-memory';
import { listingPathFor, useCategories } from '../api';

export interface CategoryLinksProps {
  linkClassName?: string;
  onNavigate?: () => void;
}

/** Plain list of category links, for the mobile menu. */
export function CategoryLinks({ linkClassName, onNavigate }: CategoryLinksProps) {
  const { categories } = useCategories();
  return (
    <ul className="grid gap-1">
      <li>
        <Link
          to={ALL_PRODUCTS_PATH}
          className={linkClassName}
          onClick={() => {
            forgetListingFilters();
            onNavigate?.();
          }}
        >
          All Products
        </Link>
      </li>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={listingPathFor(category.name)} className={linkClassName} onClick={onNavigate}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
