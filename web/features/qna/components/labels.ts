import { categories, type CategoryId } from '@contract/constants';

export const categoryName = (id: CategoryId) =>
  categories.find((item) => item.id === id)?.name ?? id;
