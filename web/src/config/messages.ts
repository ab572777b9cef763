// Empty-state wording (docs/product.md#errors-and-empty-states) (the bouquet's exact wording is not given there),
// shared by the features that show the same situation.
export const NO_WORKSHOPS = 'Unfortunately there are no workshops available at the moment';
export const NO_DATES =
  'Unfortunately there are no dates available for this workshop at the moment';
export const NO_PLANNED = 'Unfortunately there are no planned workshops.';
export const BOUQUET_NONE =
  'There are no Crochet a Bouquet workshops scheduled at the moment. Please check back soon.';
