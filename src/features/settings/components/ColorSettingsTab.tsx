import { Button, ColorPicker, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { COLOR_PATTERN, DEFAULT_APP_BAR_COLOR } from '@contract/organizations';
import { useUpdateOrganizationMutation, type Organization } from '@/api/organizationsApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useFeedback } from '@/components/feedback/useFeedback';
import { selectUuid } from '@/session/authSlice';
import { organizationActivated, selectActiveOrganization } from '@/session/activeOrganizationSlice';
import { foregroundFor } from '@/components/layout/contrast';
import './settings.css';

const PRESETS = ['#ffffff', '#0f766e', '#6a1b9a', '#1d4ed8', '#b91c1c', '#f59e0b', '#111827'];

/**
 * Color settings: the app bar colour (field_color_picker). Saving the active organization's
 * colour changes the bar at once; a failed save goes to / (spec 02 §8).
 */
export function ColorSettingsTab({ organization: data }: { organization: Organization }) {
  const [update, { isLoading: saving }] = useUpdateOrganizationMutation();
  const active = useAppSelector(selectActiveOrganization);
  const uuid = useAppSelector(selectUuid);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [picked, setPicked] = useState<string | null>(null);
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
    <section aria-labelledby="mb-color-title">
      <Typography.Title level={2} id="mb-color-title">
        Color settings
      </Typography.Title>
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
