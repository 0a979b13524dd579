/** Routes of the profile area (spec 01 §2 "Edit mode"). */
export const PROFILE_VIEW_PATH = '/profile/view';
export const PROFILE_PASSWORD_PATH = '/profile/password';
/** Her data, on request: the export (and the deletion of the account). */
export const PROFILE_DATA_PATH = '/profile/data';
/** `/profile/step/{index}`. */
export const profileStepPath = (index: number): string => `/profile/step/${index}`;
