/**
 * The candidate's privacy choices (spec 01 §6) with their labels: chosen in the personal step,
 * shown on the profile card. Kept apart from the step so the card does not load the form.
 */
export const THIRD_PARTY_OPTIONS = [
  { value: '1' as const, label: 'Yes' },
  { value: '0' as const, label: 'Require email confirmation' },
];

export const NAME_VISIBLE_OPTIONS = [
  { value: '1' as const, label: 'Visible' },
  { value: '0' as const, label: 'Not Visible (Show only my Initials)' },
];
