/** The states every field is shown in, in the order the gallery lays them out. */
export const galleryStates = ['empty', 'filled', 'error', 'disabled', 'readOnly'] as const;
export type GalleryState = (typeof galleryStates)[number];

export const stateLabels: Record<GalleryState, string> = {
  empty: 'Empty',
  filled: 'Filled',
  error: 'Error',
  disabled: 'Disabled',
  readOnly: 'Read-only',
};

/** What each state is, as the forms reach it. */
export const stateHints: Record<GalleryState, string> = {
  empty: 'Nothing entered yet.',
  filled: 'An existing record being edited.',
  error: 'After a save attempt with a value the checks refuse.',
  disabled: 'Greyed out and not sent.',
  readOnly: 'An immutable field once the record exists: drawn like a disabled one, but its value is kept.',
};
