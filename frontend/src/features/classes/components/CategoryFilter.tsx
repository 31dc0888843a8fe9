import { Button } from 'antd';
import type { Category } from '../../../api/types';

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
            <Button
              key={option.label}
              type={active ? 'primary' : 'default'}
              shape="round"
              aria-pressed={active}
              onClick={() => onChange(option.value)}
            >
              {option.label}
            </Button>
          );
        })}
      </div>
    </section>
  );
}
