import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { ProfileFile } from '@/api/profileApi';
import { useViewableFile } from './useViewableFile';
import './profileCard.css';

/** Picture, name and a few lines under it, at the top of a profile card. */
export function CardHeader({
  picture,
  name,
  lines,
  pictureUrl,
}: {
  picture: ProfileFile | null;
  name: string;
  lines: (string | null | undefined)[];
  /** A picture to show instead (the blurred stand-in of demo access). */
  pictureUrl?: string | null;
}) {
  const file = useViewableFile(picture);
  const viewable = pictureUrl ? { url: pictureUrl } : file;
  return (
    <div className="mb-card__top">
      {viewable?.url ? (
        <Avatar size={112} src={viewable.url} alt={`Picture of ${name}`} />
      ) : (
        <Avatar size={112} icon={<UserOutlined aria-hidden="true" />} aria-hidden="true" />
      )}
      <div>
        <h2 className="mb-card__name">{name}</h2>
        {lines.filter(Boolean).map((line) => (
          <p className="mb-card__meta" key={line}>
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
