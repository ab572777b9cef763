// Empty-state wording of SPEC.md section 8.
export const NO_WORKSHOPS = 'Unfortunately there are no workshops available at the moment';
export const NO_DATES =
  'Unfortunately there are no dates available for this workshop at the moment';
