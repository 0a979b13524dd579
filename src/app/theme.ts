import type { ThemeConfig } from 'antd';

/**
 * Brand colours (spec 01 §9: primary teal, secondary purple). Each is dark enough for white text
 * at WCAG AA (teal 5.47:1, purple 6.94:1), and the hover and error shades stay above 4.5:1 too,
 * because antd's defaults (#1677ff links, #ff4d4f errors, 45 % grey descriptions) do not.
 */
export const brand = {
  primary: '#0f766e',
  primaryDark: '#115e59',
  secondary: '#722ed1',
  background: '#eef4f3',
  /** Info banners: a light teal with a teal edge (antd derives a grey-green from the primary). */
  infoBackground: '#e6f4f2',
  infoBorder: '#9fd3cc',
  error: '#cf1322',
  success: '#237804',
  mutedText: 'rgba(0, 0, 0, 0.65)',
  /** Placeholders stay readable too (5.3:1 on white; antd's 25 % grey is 1.6:1). */
  placeholder: 'rgba(0, 0, 0, 0.58)',
} as const;

export const theme: ThemeConfig = {
  cssVar: {},
  token: {
    colorPrimary: brand.primary,
    colorPrimaryHover: brand.primaryDark,
    colorPrimaryActive: brand.primaryDark,
    colorInfo: brand.primary,
    colorInfoBg: brand.infoBackground,
    colorInfoBorder: brand.infoBorder,
    colorLink: brand.primary,
    colorLinkHover: brand.primaryDark,
    colorLinkActive: brand.primaryDark,
    colorError: brand.error,
    colorSuccess: brand.success,
    colorTextSecondary: brand.mutedText,
    colorTextTertiary: brand.mutedText,
    colorTextDescription: brand.mutedText,
    colorTextPlaceholder: brand.placeholder,
    colorBgLayout: brand.background,
    borderRadius: 8,
    fontSize: 15,
  },
  components: {
    Steps: { colorTextDescription: brand.mutedText },
  },
};
