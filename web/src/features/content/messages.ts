// Empty-state wording of SPEC.md section 8 (the bouquet's exact wording is not given there).
export const NO_PLANNED = 'Unfortunately there are no planned workshops.';
export const BOUQUET_NONE =
  'There are no Crochet a Bouquet workshops scheduled at the moment. Please check back soon.';
