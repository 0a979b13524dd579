import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthState } from '@/session/authSlice';

/**
 * The organization an employer works in (spec 01 §3 "Browser storage": userOrgData, per user:
 * organization, organizationLogo, appBarColor, nid). The shell reads it for the bar colour, the
 * avatar badge, disabled navigation and the active-organization guard.
 */
export interface UserOrgData {
  /** The organization's uuid. */
  organization: string;
  /** URL of the organization's logo, or null for the product logo. */
  organizationLogo: string | null;
  /** The top bar colour (field_color_picker), or null for the default white. */
  appBarColor: string | null;
  /** The organization's node id (used in /organization/... routes). */
  nid: number;
}

/** userOrgData: the active organization of each user who used this browser, by user uuid. */
export type ActiveOrganizationState = Record<string, UserOrgData>;

export const initialActiveOrganizationState: ActiveOrganizationState = {};

const activeOrganizationSlice = createSlice({
  name: 'activeOrganization',
  initialState: initialActiveOrganizationState,
  reducers: {
    /** The user picked (or was given) an active organization. */
    organizationActivated(state, action: PayloadAction<{ uuid: string } & UserOrgData>) {
      const { uuid, ...organization } = action.payload;
      state[uuid] = organization;
    },
    /** Spec 01 §4: with no organization the selection is cleared and the bar turns white. */
    organizationCleared(state, action: PayloadAction<{ uuid: string }>) {
      delete state[action.payload.uuid];
    },
  },
});

export const { organizationActivated, organizationCleared } = activeOrganizationSlice.actions;
export const activeOrganizationReducer = activeOrganizationSlice.reducer;

type WithActiveOrganization = { auth: AuthState; activeOrganization: ActiveOrganizationState };

/** The signed-in user's active organization, or null when none is selected. */
export const selectActiveOrganization = (state: WithActiveOrganization): UserOrgData | null => {
  const uuid = state.auth.uuid;
  return (uuid && state.activeOrganization[uuid]) || null;
};

/** Whether the signed-in user has an active organization. */
export const selectHasActiveOrganization = (state: WithActiveOrganization): boolean =>
  selectActiveOrganization(state) !== null;
