import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { dataExportFileName } from '@contract/privacy';
import { serverMessage, SOMETHING_WENT_WRONG } from '@/api/errors';
import { useExportMyDataMutation } from '@/api/privacyApi';
import { useAppSelector } from '@/app/hooks';
import { saveObjectUrl } from '@/components/download/saveBlob';
import { selectAuth } from '@/session/authSlice';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { ProfileSection } from '../components/ProfileSection';

/** What the export holds, as the user reads it before downloading. */
const CONTENTS = {
  candidate: [
    'your account and profile, with your skills and languages',
    'your privacy choices and when you made them',
    'the files you uploaded (picture and CV)',
    'the organizations that asked for an introduction, your connections and your declines',
  ],
  employer: [
    'your account and profile',
    'the organizations you belong to',
    'the files you uploaded (pictures and logos)',
  ],
} as const;

/**
 * `/profile/data`: her data, on request. "Download my data" saves a ZIP with everything
 * Matchboard holds about her (a readable page, the same as JSON, and her files), GDPR Art. 15 and 20; "Delete my
 * account" erases it (Art. 17).
 */
export function YourDataPage() {
  const auth = useAppSelector(selectAuth);
  const [exportMyData, exporting] = useExportMyDataMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (!auth.role) return null;

  const download = async () => {
    setFailure(null);
    try {
      const url = await exportMyData().unwrap();
      saveObjectUrl(url, dataExportFileName(dayjs().format('YYYY-MM-DD')));
    } catch (error) {
      setFailure(serverMessage(error) ?? SOMETHING_WENT_WRONG);
    }
  };

  return (
    <ProfileSection role={auth.role} title="Your data">
      <section aria-labelledby="mb-data-export-title" className="mb-data-section">
        <Typography.Title level={2} id="mb-data-export-title" className="mb-data-section__title">
          Download my data
        </Typography.Title>
        <Typography.Paragraph>
          A ZIP file with everything Matchboard holds about you: a page to read in any browser
          (matchboard-data.html), the same data as JSON to take elsewhere, and your files. It holds:
        </Typography.Paragraph>
        <ul>
          {CONTENTS[auth.role].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {failure ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={`Your data could not be downloaded. ${failure}`}
          />
        ) : null}
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden="true" />}
          loading={exporting.isLoading}
          onClick={() => void download()}
        >
          Download my data
        </Button>
      </section>
      <DeleteAccountSection />
    </ProfileSection>
  );
}
