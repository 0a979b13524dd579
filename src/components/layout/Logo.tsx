import { brand } from '@/app/theme';

/** The product mark (the favicon's "M" on teal) next to the product name. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <span className="mb-logo">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={brand.primary} />
        <path d="M16 46V18h6l10 14 10-14h6v28h-7V30l-9 12-9-12v16z" fill="#fff" />
        <circle cx="52" cy="12" r="6" fill={brand.secondary} />
      </svg>
      <span className="mb-logo__name">Matchboard</span>
    </span>
  );
}
