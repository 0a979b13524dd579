import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SignUpTab = 'candidate' | 'employer';

/** Sign-up choices kept in session storage under `initialData` (spec 01 §2). */
export interface SignUpState {
  tab: SignUpTab;
  /** Typed on the employer tab (or the organization she was invited to); the wizard starts from it. */
  companyName: string;
  /** Her name as the invitation gave it, when she joined through one; else empty. */
  firstName?: string;
  lastName?: string;
  /** Key of list company_position the invitation gave, as text; else null. */
  companyPosition?: string | null;
}

export const initialSignUpState: SignUpState = { tab: 'candidate', companyName: '' };

/** What the employer wizard starts from: the sign-up's company, an invitation's names. */
export interface WizardPrefill {
  companyName: string;
  firstName: string;
  lastName: string;
  companyPosition: string | null;
}

/** Narrows an untrusted value (query parameter, storage) to a tab. */
export function asSignUpTab(value: unknown): SignUpTab | null {
  return value === 'candidate' || value === 'employer' ? value : null;
}

const signUpSlice = createSlice({
  name: 'signUp',
  initialState: initialSignUpState,
  reducers: {
    signUpTabChosen(state, action: PayloadAction<SignUpTab>) {
      state.tab = action.payload;
    },
    signUpSubmitted(state, action: PayloadAction<SignUpState>) {
      state.tab = action.payload.tab;
      state.companyName = action.payload.companyName;
      // A sign-up of her own: nothing of an earlier invitation is carried into the wizard.
      delete state.firstName;
      delete state.lastName;
      delete state.companyPosition;
    },
    /** A new account made by accepting an invitation: the wizard asks nothing the owner gave. */
    invitationAccepted(state, action: PayloadAction<WizardPrefill>) {
      state.tab = 'employer';
      state.companyName = action.payload.companyName;
      state.firstName = action.payload.firstName;
      state.lastName = action.payload.lastName;
      state.companyPosition = action.payload.companyPosition;
    },
  },
});

export const { signUpTabChosen, signUpSubmitted, invitationAccepted } = signUpSlice.actions;
export const signUpReducer = signUpSlice.reducer;

export const selectSignUpTab = (state: { signUp: SignUpState }): SignUpTab => state.signUp.tab;
export const selectSignUpCompanyName = (state: { signUp: SignUpState }): string =>
  state.signUp.companyName;
/** What the employer wizard starts from (one object per sign-up state, for useSelector). */
export const selectWizardPrefill = createSelector(
  [(state: { signUp: SignUpState }) => state.signUp],
  (signUp): WizardPrefill => ({
    companyName: signUp.companyName,
    firstName: signUp.firstName ?? '',
    lastName: signUp.lastName ?? '',
    companyPosition: signUp.companyPosition ?? null,
  }),
);
