import { Button, ColorPicker, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { COLOR_PATTERN, DEFAULT_APP_BAR_COLOR } from '@contract/organizations';
import { useGetOrganizationQuery, useUpdateOrganizationMutation } from '@/api/organizationsApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useFeedback } from '@/components/feedback/useFeedback';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { selectUuid } from '@/features/auth/authSlice';
import {
  organizationActivated,
  selectActiveOrganization,
} from '@/features/shell/activeOrganizationSlice';
import { foregroundFor } from '@/features/shell/contrast';
import { OrganizationLoading } from '../components/OrganizationState';
import { nidParam, organizationPaths } from '../organizationPaths';

const PRESETS = ['#ffffff', '#0f766e', '#6a1b9a', '#1d4ed8', '#b91c1c', '#f59e0b', '#111827'];

/**
 * `/organization/settings/{id}`, Color settings: the app bar colour (field_color_picker). Saving
 * the active organization's colour changes the bar at once; a failed save goes to / (spec 02 §8).
 */
export function ColorSettingsPage() {
  const nid = nidParam(useParams().id);
  const { data, isLoading } = useGetOrganizationQuery(nid ?? 0, { skip: nid === null });
  const [update, { isLoading: saving }] = useUpdateOrganizationMutation();
  const active = useAppSelector(selectActiveOrganization);
  const uuid = useAppSelector(selectUuid);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [picked, setPicked] = useState<string | null>(null);
  usePageTitle('Settings');
  if (isLoading) return <OrganizationLoading />;
  // Spec 02 §2: an unknown id goes to the list.
  if (!data || nid === null) return <Navigate to={organizationPaths.list} replace />;
  const colour = picked ?? data.attributes.field_color_picker ?? DEFAULT_APP_BAR_COLOR;
  const save = async () => {
    try {
      const saved = await update({
        id: data.id,
        change: { attributes: { field_color_picker: colour } },
      }).unwrap();
      if (uuid && active?.organization === data.id) {
        dispatch(
          organizationActivated({
            uuid,
            ...active,
            appBarColor: saved.attributes.field_color_picker,
          }),
        );
      }
      feedback.notice('success', 'Colour saved');
    } catch {
      navigate('/');
    }
  };
  return (
    <section aria-labelledby="mb-settings-title" className="mb-org-page">
      <Typography.Title level={1} id="mb-settings-title">
        Settings of {data.attributes.title}
      </Typography.Title>
      <Typography.Title level={2}>Color settings</Typography.Title>
      <p>The top bar of everyone working in this organization takes this colour.</p>
      <div className="mb-color-settings">
        <ColorPicker
          value={colour}
          format="hex"
          disabledAlpha
          showText
          presets={[{ label: 'Suggested', colors: PRESETS }]}
          onChangeComplete={(value) => {
            const hex = value.toHexString();
            if (COLOR_PATTERN.test(hex)) setPicked(hex);
          }}
          aria-label="App bar colour"
        />
        <div
          className="mb-color-settings__preview"
          style={{ background: colour, color: foregroundFor(colour) }}
          aria-label="Preview of the top bar"
          role="img"
        >
          {data.attributes.title}
        </div>
      </div>
      <Button type="primary" onClick={() => void save()} loading={saving}>
        Save colour
      </Button>
    </section>
  );
}
