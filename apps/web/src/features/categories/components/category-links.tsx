import { Link } from 'react-router';
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
        <Link to="/shop/listing" className={linkClassName} onClick={onNavigate}>
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
