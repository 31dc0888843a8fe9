import type { Category } from '../../../api/types';
import { buttonClassName } from '../../../ui/ButtonLink';

interface CategoryFilterProps {
  categories: Category[];
  selected: string | null;
  onChange: (category: string | null) => void;
}

export function CategoryFilter({ categories, selected, onChange }: CategoryFilterProps) {
  const options: Array<{ label: string; value: string | null }> = [
    { label: 'All', value: null },
    ...categories.map((c) => ({ label: c.name, value: c.name })),
  ];
  return (
    <section className="category-filter" aria-labelledby="category-filter-title">
      <h2 id="category-filter-title" className="category-filter__title">
        Filter by Category
      </h2>
      <div className="category-filter__row" role="group" aria-labelledby="category-filter-title">
        {options.map((option) => {
          const active = option.value === selected;
          return (
            <button
              key={option.label}
              type="button"
              className={buttonClassName(active ? 'primary' : 'default', 'middle', 'btn--round')}
              aria-pressed={active}
              onClick={() => onChange(option.value)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </section>
  );
}
