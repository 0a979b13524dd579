import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SignUpTab = 'candidate' | 'employer';

/** Sign-up choices kept in session storage under `initialData` (spec 01 §2). */
export interface SignUpState {
  tab: SignUpTab;
  /** Typed on the employer tab; the employer wizard starts from it. */
  companyName: string;
}

export const initialSignUpState: SignUpState = { tab: 'candidate', companyName: '' };

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
    },
  },
});

export const { signUpTabChosen, signUpSubmitted } = signUpSlice.actions;
export const signUpReducer = signUpSlice.reducer;

export const selectSignUpTab = (state: { signUp: SignUpState }): SignUpTab => state.signUp.tab;
export const selectSignUpCompanyName = (state: { signUp: SignUpState }): string =>
  state.signUp.companyName;
