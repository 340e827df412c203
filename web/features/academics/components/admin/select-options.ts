import { categories, levels } from '@contract/constants';

/** The academic categories and levels as select options. */
export const categoryOptions = categories.map((category) => ({
  value: category.id,
  label: category.name,
}));

export const levelOptions = levels.map((level) => ({ value: level, label: level }));
